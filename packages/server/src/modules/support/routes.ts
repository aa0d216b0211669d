import { contract, TEXT_MAX } from '@strata/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isSuper, requireUser, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { supportReports } from './tables';
import { users } from '../users/tables';
import type { RouteDeps } from '../../http/deps';
import { notFound, refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';
import { pagedSearch } from '../../shared/list';
import { notifyBuilt } from '../../realtime/bus';
import { route } from '../../http/route';

/** The reporter's current name (the stored username when the account is gone). */
const reporter = sql<string>`coalesce(${users.name}, ${supportReports.username})`;

/** One page of the reports the actor may see: every one for a super user, else their own. */
function supportPage(orm: Database['orm'], actor: Actor, page: number, search?: string) {
  return pagedSearch(
    orm,
    (total) =>
      orm
        .select({ report: supportReports, name: reporter, total })
        .from(supportReports)
        .leftJoin(users, eq(users.id, supportReports.userId))
        .$dynamic(),
    {
      page,
      search,
      filters: [isSuper(actor) ? undefined : eq(supportReports.userId, actor.user.id)],
      searchIn: isSuper(actor) ? [supportReports.report, reporter] : [supportReports.report],
      orderBy: [desc(supportReports.createdAt), desc(supportReports.id)],
    },
    (rows) =>
      rows.map(({ report, name }) => ({
        id: report.id,
        username: name,
        report: report.report,
        created_at: wireDateTime(report.createdAt),
        status: report.status as 'Pending' | 'Resolved',
      })),
  );
}

/**
 * Tells connected super users the pending bug-report count changed (spec 002 §4, §6): the count
 * and the notice in one statement, the bus event `{ k: 'send', to: { superUsers: true }, m:
 * { type: 'bug-report', data: { total } } }` written by the database.
 */
async function pushBugReports(tx: Executor) {
  const pending = tx
    .select({ total: count() })
    .from(supportReports)
    .where(eq(supportReports.status, 'Pending'));
  await notifyBuilt(
    tx,
    sql`json_build_object('k', 'send', 'to', json_build_object('superUsers', true),
      'm', json_build_object('type', 'bug-report', 'data', json_build_object('total', (${pending}))))`,
  );
}

/** Spec 002 §7: bug reports (every user reports; super users see all and resolve). */
export async function supportRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.support.list,
    {
      description: [
        'A super user sees every report with the reporter’s name (username); others see their',
        'own. search matches the report text (and the name, for super users); newest first,',
        '20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      return supportPage(orm, actor, request.query.page, request.query.search);
    },
  );

  route(
    app,
    contract.support.report,
    {
      description: [
        `Every signed-in user. report is required (at most ${TEXT_MAX} characters). Answers the`,
        "reporter's refreshed list (page 0); connected super users get bug-report with the",
        'pending count.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const text = request.body.report;
      await orm.transaction(async (tx) => {
        await tx.insert(supportReports).values({
          userId: actor.user.id,
          propertyId: actor.user.propertyId,
          username: actor.user.name,
          report: text,
          createdAt: deps.now(),
        });
        await pushBugReports(tx);
      });
      return supportPage(orm, actor, 0);
    },
  );

  route(
    app,
    contract.support.resolve,
    {
      description: [
        'Super users only (others 400). Only a Pending report (a Resolved one answers 400);',
        'an unknown id 404. Connected super users get bug-report with the pending count.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      if (!isSuper(actor)) throw refused(ADMIN_MESSAGES.resolveSuperOnly);
      await orm.transaction(async (tx) => {
        const [report] = await tx
          .select({ status: supportReports.status })
          .from(supportReports)
          .where(eq(supportReports.id, request.params.id))
          .for('update');
        if (!report) throw notFound();
        if (report.status !== 'Pending') throw refused(ADMIN_MESSAGES.alreadyResolved);
        await tx
          .update(supportReports)
          .set({ status: 'Resolved', resolvedBy: actor.user.id, resolvedAt: deps.now() })
          .where(and(eq(supportReports.id, request.params.id)));
        await pushBugReports(tx);
      });
      return { message: ADMIN_MESSAGES.resolved };
    },
  );
}
