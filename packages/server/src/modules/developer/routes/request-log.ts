import { contract } from '@strata/domain';
import { desc, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { wireDateTime } from '../../../clock';
import { apiRequestLog } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { requireDeveloper, userAgentOf } from '../records';
import { pagedSearch } from '../../../shared/list';
import { route } from '../../../http/route';

const developers = 'Developer users only (others 400).';

/** Spec 002 §7: the API request log (developer users). */
export async function requestLogRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.apiRequestLog.list,
    {
      description: [
        `${developers} Every /api request (written in batches, kept to REQUEST_LOG_MAX_ROWS`,
        'rows), passwords, tokens and file contents redacted. search matches the username, URL,',
        'payload, platform, user agent and created at; newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      requireDeveloper(requireUser(request));
      const t = apiRequestLog;
      return pagedSearch(
        orm,
        (total) =>
          orm
            .select({ ...getTableColumns(t), total })
            .from(t)
            .$dynamic(),
        {
          page: request.query.page,
          search: request.query.search,
          filters: [],
          searchIn: [
            t.username,
            t.url,
            sql`${t.postData}::text`,
            t.platform,
            t.userAgent,
            sql`to_char(${t.createdAt} at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD HH24:MI:SS')`,
          ],
          orderBy: [desc(t.id)],
        },
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            username: row.username ?? '',
            url: `${row.method} ${row.url}`,
            post_data: row.postData === null ? null : JSON.stringify(row.postData),
            platform: row.platform ?? '',
            userAgent: userAgentOf(row.userAgent),
            created_at: wireDateTime(row.createdAt),
          })),
      );
    },
  );
}
