import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { localDate } from '../../../clock';
import type { RouteDeps } from '../../../http/deps';
import { HttpError } from '../../../http/errors';
import { VISITOR_MESSAGES } from '../../../http/messages';
import { eq } from 'drizzle-orm';
import { properties } from '../../properties/tables';
import { findVisitor, visitorWire } from '../records';
import { route } from '../../../http/route';

/** The public visitor pass (page /visitors/{qrcode}; our design): no sign-in. */
export async function visitorPassRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.visitors.publicPass,
    {
      description: [
        'Our design (spec 000 §2 shows the page, not its call). Answers only what the pass page',
        "shows: the host's name, the visitor's name, contact and vehicle number, the validity",
        'dates, check-in and check-out times, and the QR code. QR codes are 12 random characters',
        '(about 60 bits), so passes cannot be guessed; the general rate limit applies. An unknown',
        'code answers 404 with a clear message.',
      ].join(' '),
    },
    async (request) => {
      const found = await findVisitor(orm, request.params.qrcode);
      if (!found) throw new HttpError(404, VISITOR_MESSAGES.passNotFound);
      const wire = visitorWire(found, localDate(deps.now()));
      const [property] = await orm
        .select({ name: properties.name })
        .from(properties)
        .where(eq(properties.id, found.unit.propertyId));
      return {
        qrcode: wire.qrcode,
        host: found.host?.name ?? wire.unit.unit_no,
        property: property?.name,
        name: wire.name,
        contact: wire.contact,
        vehicle_no: wire.vehicle_no,
        type: wire.type,
        start_date: wire.start_date,
        end_date: wire.end_date,
        status: wire.status,
        checked_in_at: wire.checked_in_at,
        checked_out_at: wire.checked_out_at,
      };
    },
  );
}
