import { say, sayLater } from '../messages/text';
import { z } from 'zod';
import {
  base64File,
  optionalText,
  requiredText,
  uploadFields,
  wireId,
  wireList,
  wireMonth,
  wireNumber,
  wirePage,
  wireSearch,
  wireToken,
} from './primitives';

/** GET /api/account-statements and GET /api/payments query. */
export const financeListQuerySchema = z.object({
  page: wirePage,
  unit_id: wireId.optional(),
  property_id: wireId.optional(),
  search: wireSearch,
});

/** What the account-statements and payments lists send. */
export type FinanceListQuery = z.input<typeof financeListQuerySchema>;

/**
 * GET /api/account-statements/pdf/{id} query: one row of the unit's statement (else every row),
 * and the token, as the link opens in a new window; `lang` for the interface's language.
 */
export const statementPdfQuerySchema = z.object({
  account_statement_id: wireId.optional(),
  token: wireToken.optional(),
  /** The language of its labels and descriptions, where it differs from Accept-Language. */
  lang: z.enum(['en', 'ms']).optional(),
});

/** What GET /api/account-statements/pdf/{id} sends. */
export type StatementPdfQuery = z.input<typeof statementPdfQuerySchema>;

const invoiceType = z.enum(['maintenance', 'water', 'others'], {
  error: sayLater('schema.invoiceType'),
});

const optionalNumber = wireNumber.nullish().transform((value) => value ?? undefined);

/**
 * POST /api/account-statements/generate (form, the types sent as `types[]`). A single form value
 * arrives as a string, so one type is accepted as well as a list.
 */
export const generateStatementsSchema = z
  .object({
    types: z
      .union([invoiceType.transform((type) => [type]), z.array(invoiceType)], {
        error: sayLater('schema.invoiceType'),
      })
      .pipe(wireList(invoiceType).min(1, { error: sayLater('schema.invoiceTypeRequired') })),
    date: wireMonth,
    unit_id: wireId.optional(),
    property_id: wireId.optional(),
    previous_reading: optionalNumber,
    current_reading: optionalNumber,
    other_bill_name: optionalText,
    other_bill_amount: optionalNumber,
  })
  .superRefine((value, ctx) => {
    if (value.types.includes('water')) {
      if (value.previous_reading === undefined || value.current_reading === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['current_reading'],
          message: say('schema.waterReadings'),
        });
      } else if (value.current_reading < value.previous_reading) {
        ctx.addIssue({
          code: 'custom',
          path: ['current_reading'],
          message: say('finance.readingOrder'),
        });
      }
    }
    if (value.types.includes('others')) {
      if (!value.other_bill_name) {
        ctx.addIssue({
          code: 'custom',
          path: ['other_bill_name'],
          message: say('schema.billName'),
        });
      }
      if (value.other_bill_amount === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['other_bill_amount'],
          message: say('schema.billAmount'),
        });
      }
    }
  });

/** What POST /api/account-statements/generate sends. */
export type GenerateStatementsPayload = z.input<typeof generateStatementsSchema>;

/**
 * POST /api/payments/add (form). `payment_type` names the spec's "payment type" field (its wire
 * name is not shown); `date` is the month, sent by non-owners only.
 */
export const paymentAddSchema = z.object({
  amount: wireNumber.pipe(z.number().positive({ error: sayLater('schema.amountPositive') })),
  unit_id: wireId,
  property_id: wireId.optional(),
  doc: requiredText('Payment receipt'),
  bank: requiredText('Bank'),
  date: wireMonth.optional(),
  payment_type: z
    .enum(['bank_transfer', 'online_banking'], {
      error: sayLater('schema.paymentType'),
    })
    .default('bank_transfer'),
});

/** What POST /api/payments/add sends. */
export type PaymentAddPayload = z.input<typeof paymentAddSchema>;

/** POST /api/payments/upload and /api/announcements/upload (multipart): a receipt or attachment. */
export const documentUploadSchema = z.object({ doc: base64File('Document'), ...uploadFields });

/** What a document upload sends. */
export type DocumentUploadPayload = z.input<typeof documentUploadSchema>;
