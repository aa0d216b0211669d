import { contract } from '@strata/domain';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { downloadActor } from '../../../auth/download-actor';
import { wireDateTime } from '../../../clock';
import { appVersions, errorLog } from '../tables';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { ADMIN_MESSAGES } from '../../../http/messages';
import { requireDeveloper } from '../records';
import { notify } from '../../../realtime/bus';
import { route } from '../../../http/route';

const developers = 'Developer users only (others 400).';

/** Spec 002 §7: the developer pages: app version and error log. */
export async function developerRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.settings.appVersion,
    {
      description: `${developers} The newest saved android and ios versions.`,
    },
    async (request) => {
      requireDeveloper(requireUser(request));
      const [row] = await orm.select().from(appVersions).orderBy(desc(appVersions.id)).limit(1);
      return { android: row?.android ?? '', ios: row?.ios ?? '' };
    },
  );

  route(
    app,
    contract.settings.saveAppVersion,
    {
      description: `${developers} android and ios are required (at most 500 characters); each save is kept.`,
    },
    async (request) => {
      const actor = requireUser(request);
      requireDeveloper(actor);
      await orm.insert(appVersions).values({
        android: request.body.android,
        ios: request.body.ios,
        updatedBy: actor.user.id,
        createdAt: deps.now(),
      });
      return { message: ADMIN_MESSAGES.saved };
    },
  );

  route(
    app,
    contract.errorLog.get,
    {
      description: [
        `${developers} The errors reported over the socket with /error, newest first, as text:`,
        'one block per error with when, who, where (page) and the user agent, then the message',
        'and stack. Empty text when there are none (the page shows ‘Yay..! No errors..!’).',
      ].join(' '),
    },
    async (request, reply) => {
      requireDeveloper(await downloadActor(request, deps));
      const rows = await orm
        .select({ entry: errorLog, who: users.username })
        .from(errorLog)
        .leftJoin(users, sql`${users.id} = ${errorLog.userId}`)
        .orderBy(desc(errorLog.createdAt), desc(errorLog.id))
        .limit(1000);
      const text = rows
        .map(({ entry, who }) =>
          [
            `[${wireDateTime(entry.createdAt)}] ${who ?? 'unknown user'} at ${entry.url ?? '-'} (${entry.userAgent ?? '-'})`,
            entry.message,
            ...(entry.detail ? [entry.detail] : []),
          ].join('\n'),
        )
        .join('\n\n');
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  route(
    app,
    contract.errorLog.clear,
    {
      description: `${developers} Empties the error log; connected developers get error-log with total 0.`,
    },
    async (request) => {
      requireDeveloper(await downloadActor(request, deps));
      await orm.transaction(async (tx) => {
        await tx.delete(errorLog);
        const [row] = await tx.select({ total: count() }).from(errorLog);
        const event = { type: 'error-log' as const, data: { total: Number(row?.total ?? 0) } };
        await notify(tx, { k: 'send', to: { developers: true }, m: event });
        await notify(tx, { k: 'send', to: { providerStaff: true }, m: event });
      });
      return { message: ADMIN_MESSAGES.logCleared };
    },
  );
}
