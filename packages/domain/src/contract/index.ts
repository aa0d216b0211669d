import { accessCards } from './access-cards';
import { accountStatements } from './account-statements';
import { announcements } from './announcements';
import { apiRequestLog } from './api-request-log';
import { audit } from './audit';
import { auth } from './auth';
import { booking } from './booking';
import { dashboard } from './dashboard';
import { errorLog } from './error-log';
import { files } from './files';
import { houseRules } from './house-rules';
import { inbox } from './inbox';
import { payments } from './payments';
import { properties } from './properties';
import { reports } from './reports';
import { settings } from './settings';
import { support } from './support';
import { units } from './units';
import { users } from './users';
import { visitors } from './visitors';
import { facilities } from './facilities';
import { complains } from './complains';
import { tenants } from './tenants';
// new:resource import inserts above
import type { Endpoint } from './endpoint';

/**
 * The wire contract: every call of specs 000-002 as one object each, grouped by resource as the
 * client's calls are. The client, the server's routes and the OpenAPI document are derived from it.
 */
export const contract = {
  auth,
  dashboard,
  users,
  units,
  accessCards,
  properties,
  visitors,
  audit,
  accountStatements,
  payments,
  announcements,
  inbox,
  reports,
  booking,
  errorLog,
  apiRequestLog,
  support,
  settings,
  houseRules,
  files,
  facilities,
  complains,
  tenants,
  // new:resource group inserts above
};

/** Every endpoint of the contract, in the order of its groups. */
export const endpoints: readonly Endpoint[] = Object.values(contract).flatMap((group) =>
  Object.values(group),
);

export {
  fillPath,
  openApiPath,
  pathParamNames,
  policy,
  PUBLIC,
  SIGNED_IN,
  SIGNED_IN_LINK,
} from './endpoint';
export type {
  Access,
  BodyKind,
  CallInput,
  Endpoint,
  EndpointGroup,
  EndpointMethod,
  EndpointReply,
  FailureStatus,
  FileReply,
  ReplyOf,
  WireInput,
  WireOutput,
  WireSchemaName,
} from './endpoint';
export { wireSchemas } from './wire-schemas';
export type { WireSchemas } from './wire-schemas';
