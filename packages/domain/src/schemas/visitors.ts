import { say, sayLater } from '../messages/text';
import { z } from 'zod';
import { requiredText, wireDate, wireId, wirePage, wireSearch } from './primitives';

/** GET /api/visitors query. */
export const visitorListQuerySchema = z.object({
  page: wirePage,
  unit_id: wireId.optional(),
  property_id: wireId.optional(),
  tab: z.enum(['upcoming', 'past'], { error: sayLater('schema.visitorTab') }).default('upcoming'),
  search: wireSearch,
});

/** What GET /api/visitors sends. */
export type VisitorListQuery = z.input<typeof visitorListQuerySchema>;

/** GET /api/visitors/detail/{qrcode} query. */
export const visitorDetailQuerySchema = z.object({ unit_id: wireId.optional() });

/** What GET /api/visitors/detail/{qrcode} sends. */
export type VisitorDetailQuery = z.input<typeof visitorDetailQuerySchema>;

/**
 * POST /api/visitors/add (JSON). Over Night needs an end date; the end cannot be before the
 * start. "Not before today" depends on the server's clock, so the server checks it itself.
 */
export const visitorAddSchema = z
  .object({
    name: requiredText('Name'),
    contact: requiredText('Phone'),
    vehicle_no: requiredText('Vehicle no'),
    type: z
      .enum(['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'], {
        error: sayLater('schema.visitorType'),
      })
      .default('Visit'),
    start_date: wireDate,
    end_date: wireDate.nullish().transform((value) => value ?? undefined),
    unit_id: wireId.optional(),
    property_id: wireId.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'Over Night' && !value.end_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: say('schema.endDateRequired'),
      });
    }
    if (value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: say('schema.endBeforeStart'),
      });
    }
  });

/** What POST /api/visitors/add sends. */
export type VisitorAddPayload = z.input<typeof visitorAddSchema>;
