import { Trans, useLingui } from '@lingui/react/macro';
import {
  BANKS,
  paymentFormErrors,
  paymentSubmitEnabled,
  RECEIPT_MAX_BYTES,
  type PaymentForm,
  type PaymentType,
} from '@strata/domain';
import {
  Button,
  cn,
  Field,
  Input,
  inputVariants,
  Modal,
  ModalClose,
  MonthPicker,
  UploadDropzone,
} from '@strata/ui';
import { Building2, Globe } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '../api';
import { readFileAsBase64 } from '../excel-upload';
import { useFailureText } from '../api-failure-handler';
import { useToast } from '../toasts';
import { useFormAction } from '../use-form-action';
import { useValidationText } from '../validation-text';

/** Spec 002 §5: receipts are jpg, jpeg, pjpg, png or pdf. */
const RECEIPT_ACCEPT = ['.jpg', '.jpeg', '.pjpg', '.png', '.pdf'] as const;

export type AddPaymentModalProps = {
  unitId: number;
  /** The outstanding balance (RM), the amount's starting value. */
  outstanding: number | undefined;
  /** Owners pick the type by a tile and pick no month (spec 002 §2). */
  isOwner: boolean;
  onClose: () => void;
  /** Runs after the payment was added (refresh the lists and the pending badge). */
  onAdded: () => void;
};

type PaymentDraft = {
  amount: string;
  payment_type: PaymentType | '';
  bank: string;
  date: string | null;
};

type Receipt =
  | { state: 'none' }
  | { state: 'uploading'; file: File; progress: number }
  | { state: 'done'; file: File; doc: string }
  | { state: 'error'; file: File; message: string };

function startingAmount(outstanding: number | undefined): string {
  return outstanding !== undefined && outstanding > 0 ? outstanding.toFixed(2) : '';
}

/**
 * The Add Payment modal (spec 002 §2, §5): the amount (the outstanding balance to start with);
 * the payment type (a tile for owners, a select and the month for staff); for a bank transfer the
 * bank and the receipt, uploaded as soon as it is chosen, with its progress and preview, and
 * 'Document has been uploaded!' once stored (spec 002 §8). Submit
 * waits for the receipt, the bank and (staff) the month; what is missing is said under it once
 * the user has chosen a bank. Mounted only while open, so closing it resets it.
 */
export function AddPaymentModal({
  unitId,
  outstanding,
  isOwner,
  onClose,
  onAdded,
}: AddPaymentModalProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const validationText = useValidationText();
  const failureText = useFailureText();
  const toast = useToast();
  const formId = useId();
  const [draft, setDraft] = useState<PaymentDraft>({
    amount: startingAmount(outstanding),
    payment_type: isOwner ? '' : 'bank_transfer',
    bank: '',
    date: null,
  });
  const [receipt, setReceipt] = useState<Receipt>({ state: 'none' });
  const [receiptTouched, setReceiptTouched] = useState(false);
  const upload = useRef(0);
  const form: PaymentForm = {
    amount: draft.amount,
    payment_type: draft.payment_type,
    bank: draft.bank,
    doc: receipt.state === 'done' ? receipt.doc : '',
    ...(isOwner ? {} : { date: draft.date }),
  };
  const context = { isOwner };
  const add = useFormAction({
    validate: (value: PaymentForm) => paymentFormErrors(value, context),
    action: (value: PaymentForm) =>
      api.payments.add({
        amount: Number(value.amount),
        unit_id: unitId,
        doc: String(value.doc),
        bank: String(value.bank),
        payment_type: 'bank_transfer',
        ...(isOwner ? {} : { date: String(value.date) }),
      }),
    success: isOwner ? t`Your payment has been submited for approval` : t`Payment has been added`,
    onSuccess: () => {
      onAdded();
      onClose();
    },
  });

  async function chooseReceipt(file: File | null) {
    const attempt = ++upload.current;
    if (!file) {
      setReceipt({ state: 'none' });
      setReceiptTouched(true);
      return;
    }
    setReceipt({ state: 'uploading', file, progress: 0 });
    const doc = await readFileAsBase64(file, (progress) => {
      if (attempt === upload.current) setReceipt({ state: 'uploading', file, progress });
    });
    const result = await api.payments.uploadReceipt({ doc, original_name: file.name });
    if (attempt !== upload.current) return;
    if (!result.ok) {
      setReceipt({ state: 'error', file, message: failureText(result.error) });
      return;
    }
    setReceipt({ state: 'done', file, doc: result.data.doc });
    toast.success(t`Document has been uploaded!`);
  }

  // Spec 002 §5's messages for what still holds Submit back, once a bank has been chosen.
  const missing = draft.bank !== '' ? paymentFormErrors(form, context) : {};
  const amountError = add.fieldError('amount');
  const bankTransfer = draft.payment_type === 'bank_transfer';
  const onlineBanking = draft.payment_type === 'online_banking';
  const receiptMessage =
    receipt.state === 'error'
      ? receipt.message
      : receipt.state === 'none' && (receiptTouched || missing.doc)
        ? validationText('receiptRequired')
        : undefined;
  const canSubmit = bankTransfer && paymentSubmitEnabled(form, context) && !add.pending;

  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open && !add.pending) onClose();
      }}
      title={t`Add Payment`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" type="button" disabled={add.pending}>
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            disabled={!canSubmit}
            aria-busy={add.pending || undefined}
          >
            <Trans>Submit</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void add.submit(form);
        }}
      >
        <Field label={t`Amount (RM)`} required error={amountError}>
          <Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          />
        </Field>
        {isOwner ? (
          <div role="radiogroup" aria-label={t`Payment Type`} className="grid grid-cols-2 gap-3">
            <PaymentTile
              checked={bankTransfer}
              onSelect={() => setDraft({ ...draft, payment_type: 'bank_transfer' })}
              icon={<Building2 aria-hidden className="size-6" />}
              label={t`Bank Transfer`}
            />
            <PaymentTile
              checked={onlineBanking}
              onSelect={() => setDraft({ ...draft, payment_type: 'online_banking' })}
              icon={<Globe aria-hidden className="size-6" />}
              label={t`Online Banking`}
            />
          </div>
        ) : (
          <>
            <Field label={t`Payment Type`} required>
              <select
                name="payment_type"
                className={cn(inputVariants({ size: 'md' }), 'w-full pe-8')}
                value={draft.payment_type}
                onChange={(event) =>
                  setDraft({ ...draft, payment_type: event.target.value as PaymentType })
                }
              >
                <option value="bank_transfer">{t`Bank Transfer`}</option>
                <option value="online_banking">{t`Online Banking`}</option>
              </select>
            </Field>
            <Field label={t`Month`} required error={validationText(missing.date)}>
              <MonthPicker
                value={draft.date}
                onValueChange={(date) => setDraft({ ...draft, date })}
              />
            </Field>
          </>
        )}
        {onlineBanking ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
            {validationText('onlineBankingUnavailable')}
          </p>
        ) : null}
        {bankTransfer ? (
          <>
            <Field label={t`Bank`} required>
              <select
                name="bank"
                className={cn(inputVariants({ size: 'md' }), 'w-full pe-8')}
                value={draft.bank}
                onChange={(event) => setDraft({ ...draft, bank: event.target.value })}
              >
                <option value="">{t`Select bank`}</option>
                {BANKS.map((bank) => (
                  <option key={bank} value={bank}>
                    {bank}
                  </option>
                ))}
              </select>
            </Field>
            <div className="grid gap-1.5 text-sm">
              <span className="font-medium" id={`${formId}-receipt`}>
                <Trans>Payment Receipt</Trans>
                <span aria-hidden className="ms-0.5 text-destructive">
                  *
                </span>
              </span>
              <UploadDropzone
                aria-labelledby={`${formId}-receipt`}
                accept={RECEIPT_ACCEPT}
                maxSize={RECEIPT_MAX_BYTES}
                size="sm"
                file={receipt.state === 'none' ? null : receipt.file}
                onFileChange={(file) => void chooseReceipt(file)}
                status={
                  receipt.state === 'uploading'
                    ? 'pending'
                    : receipt.state === 'done'
                      ? 'done'
                      : receipt.state === 'error'
                        ? 'error'
                        : undefined
                }
                progress={receipt.state === 'uploading' ? receipt.progress : undefined}
                error={receiptMessage}
                description={t`PNG, JPG or PDF, at most 1MB`}
                labels={{
                  tooLarge: validationText('fileTooLarge'),
                  unsupported: validationText('fileNotSupported'),
                }}
              />
            </div>
          </>
        ) : null}
      </form>
    </Modal>
  );
}

function PaymentTile({
  checked,
  onSelect,
  icon,
  label,
}: {
  checked: boolean;
  onSelect: () => void;
  icon: React.ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={onSelect}
      className="flex flex-col items-center gap-2 rounded-lg border-2 border-input p-4 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-accent"
    >
      {icon}
      {label}
    </button>
  );
}
