import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  isOwnerActor,
  requirePermission,
  requireService,
  requireUser,
} from '../../../auth/access';
import { localDate } from '../../../clock';
import type { RouteDeps } from '../../../http/deps';
import { refused } from '../../../http/errors';
import { FACILITY_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import {
  bookFacility,
  cancelBooking,
  facilityWeek,
  findBooking,
  listBookings,
  reviewBooking,
} from '../bookings';
import { facilityWire, findFacility } from '../records';

/*
 * Spec 002 §1 Facilities: a facility's week of slots and its bookings. Times are Malaysian
 * (Asia/Kuala_Lumpur, UTC+8). Every call needs the Facilities service (400 'refusal.service').
 */
export async function facilityBookingRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.facilities.week,
    {
      description: [
        "Needs View on Facilities; another property's facility answers 404. The week (Monday to",
        'Sunday) holding `from` (today when absent): the facility, the Monday, the server now and',
        'the slots held by a Pending or Confirmed booking (the actor’s own with its booking id).',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const facility = await findFacility(orm, actor, request.params.id);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'View');
      const now = deps.now();
      const week = await facilityWeek(
        orm,
        actor,
        facility,
        request.query.from ?? localDate(now),
        now,
      );
      return { data: { facility: facilityWire(facility), ...week } };
    },
  );
  route(
    app,
    contract.facilities.bookings,
    {
      description: [
        "Needs View on Facilities. Staff see their property's bookings, owners (and `mine`) their",
        "own units'; filtered by status, facility_id and date (a day's list in time order, else",
        'the latest slot first); search matches the facility, the unit and the booker.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'View');
      return listBookings(orm, actor, request.query);
    },
  );
  route(
    app,
    contract.facilities.book,
    {
      description: [
        'Needs Create on Facilities. Books a free slot (date and HH:mm, Malaysian time) for one of',
        "the owner's units (their first when unit_id is absent; staff name a unit). 400 for a past",
        'slot, one outside opening hours or off a slot boundary, above the weekly limit, or one',
        'another live booking holds (enforced by a unique index, also between instances).',
        'Confirmed at once, or Pending when the facility needs approval; a confirmed fee debits the',
        "unit's account statement in the same transaction. Audited; open week views refresh.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const facility = await findFacility(orm, actor, request.body.facility_id);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'Create');
      return bookFacility(orm, actor, facility, request.body, deps.now());
    },
  );
  for (const [endpoint, decision] of [
    [contract.facilities.approve, 'approve'],
    [contract.facilities.reject, 'reject'],
  ] as const) {
    route(
      app,
      endpoint,
      {
        description: [
          'Needs Update on Facilities (owners: 400), on a Pending booking of the own property',
          '(another: 404; not Pending: 400).',
          decision === 'approve'
            ? "Confirms it and debits a fee to the unit's account statement in one transaction."
            : 'Rejects it, freeing the slot.',
          'The booker gets an inbox notice. Audited; open week views refresh.',
        ].join(' '),
      },
      async (request) => {
        const actor = requireUser(request);
        await findBooking(orm, actor, request.body.id);
        requireService(actor, 'Facilities');
        if (isOwnerActor(actor)) throw refused(FACILITY_MESSAGES.ownersCannotReview);
        requirePermission(actor, 'Facilities', 'Update');
        return reviewBooking(orm, actor, request.body.id, decision, deps.now());
      },
    );
  }
  route(
    app,
    contract.facilities.cancel,
    {
      description: [
        'Cancels a Pending or Confirmed booking (else 400): its booker or an owner of its unit with',
        'View on Facilities, or staff with Update. Cancelled 24 hours or more before it starts, a',
        'confirmed fee is credited back to the unit in the same transaction; later the fee is kept.',
        'Audited; open week views refresh.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findBooking(orm, actor, request.body.id);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'View');
      const staff = !isOwnerActor(actor) && hasPermission(actor, 'Facilities', 'Update');
      return cancelBooking(orm, actor, request.body.id, staff, deps.now());
    },
  );
}
