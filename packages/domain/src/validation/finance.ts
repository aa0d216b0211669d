import type { InvoiceType } from '../wire';
import { isBlank, isNumeric, textOf, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** The Add Payment form (spec 002 §3 names; `date` is the month, for non-owners). */
export type PaymentForm = {
  amount: FieldValue;
  payment_type: FieldValue;
  doc: FieldValue;
  bank: FieldValue;
  date?: FieldValue;
};

/** Who fills the payment form: owners pay for their own unit and pick no month. */
export type PaymentFormContext = { isOwner: boolean };

/** A payment form's errors (online banking is refused with a message of its own). */
export type PaymentFormErrors = FormErrors<keyof PaymentForm>;

/**
 * Add Payment (spec 002 §2, §5): amount required, numeric and above 0; a payment type chosen, and
 * never online banking; the receipt and the bank; the month for non-owners.
 */
export function paymentFormErrors(
  form: PaymentForm,
  context: PaymentFormContext,
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (isBlank(form.amount) || !isNumeric(form.amount)) errors.amount = 'required';
  else if (Number(form.amount) <= 0) errors.amount = 'amountPositive';
  if (isBlank(form.payment_type)) errors.payment_type = 'select';
  else if (form.payment_type === 'online_banking') errors.payment_type = 'onlineBankingUnavailable';
  if (isBlank(form.doc)) errors.doc = 'receiptRequired';
  if (isBlank(form.bank)) errors.bank = 'select';
  if (!context.isOwner && isBlank(form.date)) errors.date = 'monthRequired';
  return errors;
}

/** Spec 002 §5: submit is disabled without a receipt and a bank, and a month for non-owners. */
export function paymentSubmitEnabled(form: PaymentForm, context: PaymentFormContext): boolean {
  return !isBlank(form.doc) && !isBlank(form.bank) && (context.isOwner || !isBlank(form.date));
}

/** The water readings of an invoice (spec 002 §3 names). */
export type WaterReadingForm = { previous_reading: FieldValue; current_reading: FieldValue };

/** Water usage (spec 002 §5): both readings numeric; the current one not lower than the previous. */
export function waterReadingErrors(form: WaterReadingForm): FormErrors<keyof WaterReadingForm> {
  const errors: FormErrors<keyof WaterReadingForm> = {};
  for (const field of ['previous_reading', 'current_reading'] as const) {
    if (isBlank(form[field]) || !isNumeric(form[field])) errors[field] = 'required';
  }
  if (!errors.previous_reading && !errors.current_reading) {
    if (Number(form.current_reading) < Number(form.previous_reading)) {
      errors.current_reading = 'readingOrder';
    }
  }
  return errors;
}

/** The Issue Statement form (spec 002 §3 names; `date` is the month). */
export type InvoiceForm = {
  types: readonly InvoiceType[];
  date: FieldValue;
  previous_reading?: FieldValue;
  current_reading?: FieldValue;
  other_bill_name?: FieldValue;
  other_bill_amount?: FieldValue;
};

/** The invoice form's fields that can fail. */
export type InvoiceField =
  | 'types'
  | 'date'
  | 'previous_reading'
  | 'current_reading'
  | 'other_bill_name'
  | 'other_bill_amount';

/**
 * Issue Statement (spec 002 §5): at least one type and a month; the chosen types' own fields (water
 * readings; the other bill's name and numeric amount).
 */
export function invoiceFormErrors(form: InvoiceForm): FormErrors<InvoiceField> {
  const errors: FormErrors<InvoiceField> = {};
  if (form.types.length === 0) errors.types = 'invoiceTypeRequired';
  if (isBlank(form.date)) errors.date = 'monthRequired';
  if (form.types.includes('water')) {
    Object.assign(
      errors,
      waterReadingErrors({
        previous_reading: form.previous_reading,
        current_reading: form.current_reading,
      }),
    );
  }
  if (form.types.includes('others')) {
    if (isBlank(form.other_bill_name)) errors.other_bill_name = 'required';
    if (isBlank(form.other_bill_amount) || !isNumeric(form.other_bill_amount)) {
      errors.other_bill_amount = 'required';
    }
  }
  return errors;
}

/**
 * Spec 002 §2, §5: Issue Statement's submit is disabled until a type and a month are chosen. (The
 * spec's "for non-owners" never bites: issuing needs Create on 'Account Statement', a staff right.)
 */
export function invoiceSubmitEnabled(form: Pick<InvoiceForm, 'types' | 'date'>): boolean {
  return form.types.length > 0 && textOf(form.date).trim() !== '';
}

/** One invoice type checkbox of the Issue Statement modal. */
export type InvoiceTypeOption = { value: InvoiceType; label: string; disabled: boolean };

/** The invoice type checkboxes; Water Bill is disabled on the account-statements page (spec 002 §2). */
export function invoiceTypeOptions(onAccountStatementsPage: boolean): InvoiceTypeOption[] {
  return [
    { value: 'maintenance', label: 'Maintenance Bill', disabled: false },
    { value: 'water', label: 'Water Bill', disabled: onAccountStatementsPage },
    { value: 'others', label: 'Other Bill', disabled: false },
  ];
}
