import { contract, messageText } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/access';
import type { RouteDeps } from '../../http/deps';
import { dashboardFigures } from './records';
import { bubbleCounters } from '../session';
import { route } from '../../http/route';

/** Spec 000 §7: the dashboard and the bubble counters. */
export async function dashboardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.dashboard.get,
    {
      description: [
        'Staff see their property (super users: every property): total units, owners and staff',
        "(total_admin), total outstanding in RM (invoices less verified payments), this month's",
        'collection in RM (verified payments dated this month, Malaysian time), total visitors,',
        'the 10 latest audit entries, `paid` (owned units with nothing outstanding vs the rest) and',
        '`platforms` (registered devices by platform). Owners see their own units only: total',
        'outstanding, total visitors and the latest 5 announcements to Owners; the staff totals',
        'are 0 and the charts empty.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await dashboardFigures(orm, actor, deps.now());
      return {
        ...data,
        property: {
          id: actor.property?.id ?? null,
          name: actor.property?.name ?? messageText('property.allProperties'),
        },
      };
    },
  );

  route(
    app,
    contract.dashboard.notification,
    {
      description: [
        "pending_payment: Pending payments of the user's property (owners: their units; super",
        'users: all). unread_notification: unread, unarchived inbox items. error_log: error-log',
        'entries (provider staff only, else 0). bug_report: Pending support reports (provider',
        "staff and super users: all; others: their own). The booking counters count the property's",
        'bookings for users with View on Bookings. `background` is the property picture or null.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const counters = await bubbleCounters(orm, actor, deps.now());
      // The signed-in actor carries its property's picture (auth/actor-cache.ts, dropped when the
      // property changes): no statement for it.
      return { ...counters, background: actor.property?.img ?? null };
    },
  );
}
