import { vi } from 'vitest';
import type { Database } from '../../src/db/database';

/** The SQL the driver under `db` runs while `work` runs. */
export async function queriesDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db.orm as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const seen: string[] = [];
  const original = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const [first] = args;
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original(...args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return seen;
}
