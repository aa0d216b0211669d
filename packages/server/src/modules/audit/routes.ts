import { contract } from '@strata/domain';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { propertyScope, requirePermission, requireUser } from '../../auth/access';
import { auditEntries } from './tables';
import type { RouteDeps } from '../../http/deps';
import { route } from '../../http/route';
import { auditEntryWire } from './records';
import { pagedSearch } from '../../shared/list';

/** Spec 001 §7: the audit log. */
export async function auditRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  route(
    app,
    contract.audit.list,
    {
      description: [
        "Needs View on Audit. Staff see their property's entries; super users every entry.",
        'search matches username, module and action; newest first, 20 a page, page from 0.',
        "New entries are also pushed to the property's staff as activity-log.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Audit', 'View');
      const property = propertyScope(actor);
      return pagedSearch(
        orm,
        (total) =>
          orm
            .select({ ...getTableColumns(auditEntries), total })
            .from(auditEntries)
            .$dynamic(),
        {
          page: request.query.page,
          search: request.query.search,
          filters: [
            property === null
              ? undefined
              : eq(auditEntries.propertyId, sql.placeholder('property')),
          ],
          searchIn: [auditEntries.username, auditEntries.module, auditEntries.action],
          orderBy: [desc(auditEntries.createdAt), desc(auditEntries.id)],
          prepared: {
            name: `audit_list_${property === null ? 'all' : 'property'}`,
            values: { property },
          },
        },
        (rows) => rows.map(auditEntryWire),
      );
    },
  );
}
