import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { writeAudited } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { localDate } from '../../../clock';
import { visitors } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, isUniqueViolation, notFound } from '../../../http/errors';
import { VISITOR_MESSAGES } from '../../../http/messages';
import { newQrcode, requireVisitors, unitWithHostFor, visitorWire } from '../records';
import { route } from '../../../http/route';

/** How many new codes a registration tries before a clash is an error. */
const QR_TRIES = 3;

/** Spec 001 §7: registering a visitor with a new QR pass. */
export async function visitorAddRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.visitors.add,
    {
      description: [
        'Needs the Visitors service and Create on Visitors. Owners register for their own unit',
        '(unit_id optional: their first unit); staff name a unit of their property (super users',
        "any). The start date cannot be before today (Malaysian time): 400 'Start date cannot be",
        "before today'. The QR code is 12 crypto-random characters of A-Z and 0-9, unique. Answers",
        'the visitor; writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireVisitors(actor, 'Create');
      const body = request.body;
      const today = localDate(deps.now());
      if (body.start_date < today) throw badRequest(VISITOR_MESSAGES.startBeforeToday);
      const { unit, host } = await unitWithHostFor(orm, actor, body.unit_id);
      if (body.property_id !== undefined && body.property_id !== unit.propertyId) {
        throw notFound('Property');
      }
      // 36^12 codes: a clash is all but impossible, so the unique index on the code is the check
      // rather than a look-up before every insert. A clash rolls the transaction back, and it
      // runs again with a new code.
      let code = newQrcode();
      let visitor: typeof visitors.$inferSelect | undefined;
      for (let tries = 1; !visitor; tries += 1) {
        try {
          visitor = await orm.transaction(async (tx) => {
            const [row] = await writeAudited(
              tx,
              actor,
              {
                module: 'Visitors',
                action: `add-visitor ${body.name}`,
                propertyId: unit.propertyId,
              },
              () =>
                tx
                  .insert(visitors)
                  .values({
                    propertyId: unit.propertyId,
                    unitId: unit.id,
                    qrcode: code,
                    name: body.name,
                    contact: body.contact,
                    vehicleNo: body.vehicle_no,
                    type: body.type,
                    startDate: body.start_date,
                    endDate: body.end_date ?? null,
                    createdBy: actor.user.id,
                  })
                  .returning()
                  .execute(),
            );
            return row!;
          });
        } catch (error) {
          if (tries >= QR_TRIES || !isUniqueViolation(error)) throw error;
          code = newQrcode();
        }
      }
      // Answered from what the registration read and wrote: the unit and its host, the new
      // row, the actor as its creator.
      return visitorWire({ visitor, unit, host, creator: { name: actor.user.name } }, today);
    },
  );
}
