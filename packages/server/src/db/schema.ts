/**
 * Every entity of specs 000, 001 and 002, in PostgreSQL's dialect: each module's `tables.ts`
 * (docs/adr/0008-server-modules-by-resource.md) and the platform's own tables, gathered here for
 * drizzle-kit (drizzle.config.ts), the migrations and the code outside the modules.
 *
 * Conventions: `serial` ids (the wire's ids are numbers), money as numeric(12,2) read as strings
 * and turned into numbers at the edge, times as timestamptz, calendar days as `date`.
 */
export * from './tables';
export * from '../modules/access-cards/tables';
export * from '../modules/announcements/tables';
export * from '../modules/audit/tables';
export * from '../modules/developer/tables';
export * from '../modules/files/tables';
export * from '../modules/finance/tables';
export * from '../modules/house-rules/tables';
export * from '../modules/inbox/tables';
export * from '../modules/properties/tables';
export * from '../modules/reports/tables';
export * from '../modules/session/tables';
export * from '../modules/settings/tables';
export * from '../modules/support/tables';
export * from '../modules/units/tables';
export * from '../modules/users/tables';
export * from '../modules/visitors/tables';
export * from '../modules/facilities/tables';
export * from '../modules/complains/tables';
export * from '../modules/tenants/tables';
// new:resource tables inserts above
