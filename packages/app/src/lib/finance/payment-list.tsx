import { Trans, useLingui } from '@lingui/react/macro';
import {
  canAddPayment,
  canReviewPayment,
  formatDate,
  formatRM,
  isOwner,
  type Payment,
  type PaymentListResponse,
} from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Check, FileText, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../api';
import { ConfirmAction } from '../confirm-action';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';
import { useList } from '../use-list';
import { AddPaymentModal } from './add-payment-modal';
import { DocumentFrame, useDocumentView } from './document-view';
import { useFinanceRefresh } from './statement-list';

export type PaymentListProps = {
  /** One unit's payments (the unit's tab); absent lists every unit the user may see. */
  unitId?: number;
  /** On /d/payments: the Unit No column (spec 002 §2). */
  onPaymentsPage?: boolean;
};

type Review = { payment: Payment; verdict: 'verify' | 'reject' };

const STATUS_PILL = { Pending: 'warning', Verified: 'success', Rejected: 'danger' } as const;

/**
 * A payments list (spec 002 §2): number, Unit No (the page), date, ref no, amount, bank, receipt
 * (opens the file) and, for staff, Verify and Reject on a Pending payment after a confirmation;
 * search and 20 a page; Add Payment for owners or when a unit is given. A review refreshes the
 * lists, the balance and the menu's pending badge at once.
 */
export function PaymentList({ unitId, onPaymentsPage = false }: PaymentListProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const owner = isOwner(user);
  const refreshFinance = useFinanceRefresh();
  const document = useDocumentView();
  const [review, setReview] = useState<Review | null>(null);
  const [paying, setPaying] = useState(false);
  const list = useList<Payment, PaymentListResponse>({
    queryKey: (params) => queryKeys.payments.list(unitId ?? null, params),
    fetch: (client, { page, search }) => client.payments.list({ page, search, unit_id: unitId }),
  });
  const payUnitId = unitId ?? (owner ? (user?.unit_id ?? null) : null);
  const reviews = !owner;
  const statusText = { Pending: t`Pending`, Verified: t`Verified`, Rejected: t`Rejected` };

  if (document.shown) return <DocumentFrame document={document.shown} onBack={document.close} />;

  const columns: DataTableColumn<Payment>[] = [
    {
      id: 'unit_no',
      header: t`Unit No`,
      className: 'whitespace-nowrap',
      hidden: !onPaymentsPage,
      cell: (payment) => payment.unit?.unit_no ?? '',
    },
    {
      id: 'date',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (payment) => formatDate(payment.date),
    },
    {
      id: 'ref_no',
      header: t`Ref No`,
      className: 'whitespace-nowrap',
      cell: (payment) => payment.ref_no,
    },
    {
      id: 'amount',
      header: t`Amount`,
      className: 'whitespace-nowrap text-end',
      cell: (payment) => formatRM(payment.amount),
    },
    { id: 'bank', header: t`Bank`, cell: (payment) => payment.bank },
    {
      id: 'receipt',
      header: t`Receipt`,
      cell: (payment) => (
        <Button
          variant="ghost"
          size="icon"
          onClick={() =>
            document.open({
              url: api.files.receiptUrl(payment.doc),
              title: t`Receipt ${payment.ref_no}`,
            })
          }
        >
          <FileText aria-hidden />
          <span className="sr-only">{t`Receipt ${payment.ref_no}`}</span>
        </Button>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (payment) => (
        <Pill variant={STATUS_PILL[payment.status]}>{statusText[payment.status]}</Pill>
      ),
    },
    {
      id: 'action',
      header: t`Action`,
      hidden: !reviews,
      cell: (payment) =>
        canReviewPayment(user, payment) ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setReview({ payment, verdict: 'verify' })}
            >
              <Check aria-hidden className="text-success" />
              <span className="sr-only">{t`Verify ${payment.ref_no}`}</span>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setReview({ payment, verdict: 'reject' })}
            >
              <X aria-hidden className="text-destructive" />
              <span className="sr-only">{t`Reject ${payment.ref_no}`}</span>
            </Button>
          </div>
        ) : null,
    },
  ];

  const addButton =
    canAddPayment(user, unitId) && payUnitId !== null ? (
      <Button onClick={() => setPaying(true)} disabled={list.answer === undefined}>
        <Plus aria-hidden />
        <Trans>Add Payment</Trans>
      </Button>
    ) : null;
  const verifying = review?.verdict === 'verify';
  const amount = review ? formatRM(review.payment.amount) : '';
  const refNo = review?.payment.ref_no ?? '';

  return (
    <div className="flex flex-col gap-3">
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} actions={addButton} />
      <DataTable
        aria-label={t`Payments`}
        columns={columns}
        getRowId={(payment) => String(payment.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Payments pages`} {...list.pagination} />
      <ConfirmAction
        target={review}
        onClose={() => setReview(null)}
        tone={verifying ? 'default' : 'destructive'}
        title={t`Hold On`}
        message={
          verifying
            ? t`Verify payment ${refNo} of ${amount}?`
            : t`Reject payment ${refNo} of ${amount}?`
        }
        confirmLabel={verifying ? t`Verify` : t`Reject`}
        action={({ payment, verdict }) =>
          verdict === 'verify' ? api.payments.verify(payment.id) : api.payments.reject(payment.id)
        }
        success={verifying ? t`Payment has been verified` : t`Payment has been rejected`}
        onSuccess={refreshFinance}
      />
      {paying && payUnitId !== null && (
        <AddPaymentModal
          unitId={payUnitId}
          outstanding={list.answer?.outstanding}
          isOwner={owner}
          onClose={() => setPaying(false)}
          onAdded={refreshFinance}
        />
      )}
    </div>
  );
}
