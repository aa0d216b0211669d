import { contract, createApiClient, createHttp } from '@strata/domain';

/** Signs in to the Strata server at `baseUrl` and lists the first 20 units. */
export async function listUnits(baseUrl: string, login: string, password: string) {
  let token: string | null = null;
  const api = createApiClient({
    baseUrl, // the server's origin ('' for the page's own)
    getToken: () => token, // read on every call, sent as `Authorization: Bearer …`
    appVersion: '1.0.0', // sent as X-App-Version
  });

  // Every call resolves to { ok: true, data } or { ok: false, error }; none throws.
  const session = await api.auth.login({ email_username: login, password });
  if (!session.ok) throw new Error(`sign-in failed: ${session.error.message}`);
  token = session.data.token;

  const units = await api.units.list({ page: 0 }); // pages count from 0, 20 units a page
  if (!units.ok) throw new Error(`listing units failed: ${units.error.message}`);
  return { token, units: units.data }; // units: { data: Unit[], total, properties }
}

/** The same list through its endpoint object: `call` takes any endpoint of `contract`. */
export async function searchUnits(baseUrl: string, token: string, search: string) {
  const http = createHttp({ baseUrl, getToken: () => token, appVersion: '1.0.0' });
  const result = await http.call(contract.units.list, { query: { page: 0, search } });
  if (!result.ok) throw new Error(`searching units failed: ${result.error.message}`);
  return result.data;
}
