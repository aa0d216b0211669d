import { Trans, useLingui } from '@lingui/react/macro';
import {
  invoiceFormErrors,
  invoiceSubmitEnabled,
  invoiceTypeOptions,
  type InvoiceField,
  type InvoiceType,
} from '@strata/domain';
import { Button, Checkbox, Field, Input, Modal, ModalClose, MonthPicker } from '@strata/ui';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useApiClient } from '../api';
import { useFormAction } from '../use-form-action';

/** The unit an invoice is issued to; null issues to every unit of the property that has owners. */
export type InvoiceUnit = { id: number; unit_no: string } | null;

export type IssueStatementModalProps = {
  unit: InvoiceUnit;
  /** The property of an all-units run (the super user's choice; staff send their own). */
  propertyId?: number;
  /** Opened from /d/account-statements: Water Bill is disabled there (spec 002 §2). */
  onAccountStatementsPage: boolean;
  onClose: () => void;
  /** Runs after invoices were issued (refresh the statements). */
  onIssued: () => void;
};

type InvoiceDraft = {
  types: InvoiceType[];
  date: string | null;
  previous_reading: string;
  current_reading: string;
  other_bill_name: string;
  other_bill_amount: string;
};

const EMPTY: InvoiceDraft = {
  types: [],
  date: null,
  previous_reading: '',
  current_reading: '',
  other_bill_name: '',
  other_bill_amount: '',
};

/**
 * The Issue Statement modal (spec 002 §2, §5): the owners-only warning, the invoice types with
 * their own fields, the month; Submit waits for a type and a month. Success shows 'Invoice has
 * been issued' in the modal and the toast 'Account statements have been generated'. Mounted only
 * while open, so closing it forgets what was typed.
 */
export function IssueStatementModal({
  unit,
  propertyId,
  onAccountStatementsPage,
  onClose,
  onIssued,
}: IssueStatementModalProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const formId = useId();
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY);
  const [issued, setIssued] = useState(false);
  const labels: Record<InvoiceType, string> = {
    maintenance: t`Maintenance Bill`,
    water: t`Water Bill`,
    others: t`Other Bill`,
  };
  const issue = useFormAction<InvoiceDraft, unknown, InvoiceField>({
    validate: (value) => invoiceFormErrors(value),
    action: (value) =>
      api.accountStatements.generate({
        types: value.types,
        date: value.date ?? '',
        unit_id: unit?.id,
        property_id: unit ? undefined : propertyId,
        ...(value.types.includes('water')
          ? {
              previous_reading: Number(value.previous_reading),
              current_reading: Number(value.current_reading),
            }
          : {}),
        ...(value.types.includes('others')
          ? {
              other_bill_name: value.other_bill_name.trim(),
              other_bill_amount: Number(value.other_bill_amount),
            }
          : {}),
      }),
    success: t`Account statements have been generated`,
    onSuccess: () => {
      setIssued(true);
      onIssued();
    },
  });
  const toggle = (type: InvoiceType, on: boolean) =>
    setDraft((current) => ({
      ...current,
      types: on
        ? [...current.types.filter((chosen) => chosen !== type), type]
        : current.types.filter((chosen) => chosen !== type),
    }));
  const text = (field: keyof InvoiceDraft) => ({
    value: draft[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [field]: event.target.value }),
  });
  const title = unit ? t`Issue Statement for ${unit.unit_no}` : t`Issue Statement for All Units`;

  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open && !issue.pending) onClose();
      }}
      title={title}
      footer={
        issued ? (
          <ModalClose asChild>
            <Button>
              <Trans>Close</Trans>
            </Button>
          </ModalClose>
        ) : (
          <>
            <ModalClose asChild>
              <Button variant="outline" type="button" disabled={issue.pending}>
                <Trans>Cancel</Trans>
              </Button>
            </ModalClose>
            <Button
              type="submit"
              form={formId}
              disabled={!invoiceSubmitEnabled(draft) || issue.pending}
              aria-busy={issue.pending || undefined}
            >
              <Trans>Submit</Trans>
            </Button>
          </>
        )
      }
    >
      {issued ? (
        <p role="status" className="flex items-center gap-2 font-medium text-success">
          <CircleCheck aria-hidden className="size-5" />
          <Trans>Invoice has been issued</Trans>
        </p>
      ) : (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void issue.submit(draft);
          }}
        >
          <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Trans>Invoice will ONLY be issued to units that have owners assigned.</Trans>
          </p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              <Trans>Invoice Type</Trans>
            </legend>
            {invoiceTypeOptions(onAccountStatementsPage).map((option) => (
              <Field
                key={option.value}
                label={labels[option.value]}
                orientation="horizontal"
                data-disabled={option.disabled || undefined}
              >
                <Checkbox
                  name="types"
                  value={option.value}
                  disabled={option.disabled}
                  checked={draft.types.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                />
              </Field>
            ))}
            {issue.fieldError('types') ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {issue.fieldError('types')}
              </p>
            ) : null}
          </fieldset>
          {draft.types.includes('water') ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field
                label={t`Previous Reading`}
                required
                error={issue.fieldError('previous_reading')}
              >
                <Input inputMode="decimal" autoComplete="off" {...text('previous_reading')} />
              </Field>
              <Field
                label={t`Current Reading`}
                required
                error={issue.fieldError('current_reading')}
              >
                <Input inputMode="decimal" autoComplete="off" {...text('current_reading')} />
              </Field>
            </div>
          ) : null}
          {draft.types.includes('others') ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field label={t`Bill Name`} required error={issue.fieldError('other_bill_name')}>
                <Input autoComplete="off" maxLength={100} {...text('other_bill_name')} />
              </Field>
              <Field
                label={t`Bill Amount (RM)`}
                required
                error={issue.fieldError('other_bill_amount')}
              >
                <Input inputMode="decimal" autoComplete="off" {...text('other_bill_amount')} />
              </Field>
            </div>
          ) : null}
          <Field label={t`Month`} required error={issue.fieldError('date')}>
            <MonthPicker
              value={draft.date}
              onValueChange={(date) => setDraft({ ...draft, date })}
            />
          </Field>
        </form>
      )}
    </Modal>
  );
}
