import { Trans, useLingui } from '@lingui/react/macro';
import {
  canIssueInvoice,
  formatDate,
  formatRM,
  isOwner,
  type AccountStatementListResponse,
  type AccountStatementRow,
} from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  SearchToggle,
  StatCard,
  type DataTableColumn,
} from '@strata/ui';
import { Eye, FilePlus2, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../api';
import { inScope, queryKeys } from '../query-keys';
import { useSession } from '../session';
import { useList } from '../use-list';
import { AddPaymentModal } from './add-payment-modal';
import { DocumentFrame, useDocumentView } from './document-view';
import { IssueStatementModal, type InvoiceUnit } from './issue-statement-modal';
import { PrintStatementDialog } from './print-statement-dialog';

export type StatementListProps = {
  /** One unit's statement (the unit's tab); absent lists every unit the user may see. */
  unit?: { id: number; unit_no: string };
  /** On /d/account-statements: the Unit No column for staff, and no Water Bill (spec 002 §2). */
  onAccountStatementsPage?: boolean;
};

/** Revalidates what a payment changes: both finance lists and the menu's pending badge. */
export function useFinanceRefresh() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(inScope('account-statements'));
    void mutate(inScope('payments'));
    void mutate(queryKeys.notification());
  };
}

/**
 * An account statement (spec 002 §2): the outstanding balance; number, Unit No (the page, staff
 * only), date, due date, ref no, description, credit, debit and view; rows with a debit
 * highlighted; search and 20 a page. Print Statement (with rows), Issue Invoice (Create on
 * 'Account Statement') and, for owners, Add Payment. A row's invoice and the printed statement
 * open as a PDF inside the page with a back arrow, or in a new window on touch devices.
 */
export function StatementList({ unit, onAccountStatementsPage = false }: StatementListProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const owner = isOwner(user);
  const refreshFinance = useFinanceRefresh();
  const document = useDocumentView();
  const [issuing, setIssuing] = useState<InvoiceUnit | undefined>(undefined);
  const [paying, setPaying] = useState(false);
  const [choosingPrint, setChoosingPrint] = useState(false);
  const unitId = unit?.id ?? null;
  const list = useList<AccountStatementRow, AccountStatementListResponse>({
    queryKey: (params) => queryKeys.accountStatements.list(unitId, params),
    fetch: (client, { page, search }) =>
      client.accountStatements.list({ page, search, unit_id: unitId ?? undefined }),
  });
  const outstanding = list.answer?.outstanding;
  // The statement printed: the unit's, or an owner's own unit on the page; staff on the page,
  // whose list holds every unit's rows, choose the unit first.
  const printUnitId = unitId ?? (owner ? (user?.unit_id ?? null) : null);
  const printStatement = (id: number, unitNo?: string) =>
    document.open({
      url: api.accountStatements.pdfUrl(id),
      title: unitNo ? t`Statement of Account ${unitNo}` : t`Statement of Account`,
    });
  // An all-units run needs the property: staff send their own; a super user without one cannot.
  const issueAllowed =
    canIssueInvoice(user) && (unit !== undefined || user?.property_id != null) && !owner;

  if (document.shown) return <DocumentFrame document={document.shown} onBack={document.close} />;

  const columns: DataTableColumn<AccountStatementRow>[] = [
    {
      id: 'unit_no',
      header: t`Unit No`,
      className: 'whitespace-nowrap',
      hidden: !onAccountStatementsPage || owner,
      cell: (row) => row.unit?.unit_no ?? '',
    },
    {
      id: 'date',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.date),
    },
    {
      id: 'due_date',
      header: t`Due Date`,
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.due_date),
    },
    { id: 'ref_no', header: t`Ref No`, className: 'whitespace-nowrap', cell: (row) => row.ref_no },
    { id: 'description', header: t`Description`, cell: (row) => row.description },
    {
      id: 'credit',
      header: t`Credit`,
      className: 'whitespace-nowrap text-end',
      cell: (row) => (row.credit === 0 ? '' : formatRM(row.credit)),
    },
    {
      id: 'debit',
      header: t`Debit`,
      className: 'whitespace-nowrap text-end',
      cell: (row) => (row.debit === 0 ? '' : formatRM(row.debit)),
    },
    {
      id: 'view',
      header: t`View`,
      cell: (row) => (
        <Button
          variant="ghost"
          size="icon"
          onClick={() =>
            document.open({
              url: api.accountStatements.pdfUrl(row.unit_id, row.id),
              title: t`Invoice ${row.ref_no}`,
            })
          }
        >
          <Eye aria-hidden />
          <span className="sr-only">{t`View ${row.ref_no}`}</span>
        </Button>
      ),
    },
  ];

  const actions = (
    <>
      <Button
        variant="outline"
        disabled={list.rows.length === 0}
        onClick={() =>
          printUnitId === null ? setChoosingPrint(true) : printStatement(printUnitId)
        }
      >
        <Printer aria-hidden />
        <Trans>Print Statement</Trans>
      </Button>
      {issueAllowed && (
        <Button variant="outline" onClick={() => setIssuing(unit ?? null)}>
          <FilePlus2 aria-hidden />
          <Trans>Issue Invoice</Trans>
        </Button>
      )}
      {owner && printUnitId !== null && (
        <Button onClick={() => setPaying(true)} disabled={list.answer === undefined}>
          <Plus aria-hidden />
          <Trans>Add Payment</Trans>
        </Button>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-3">
      <StatCard
        role="status"
        aria-label={t`Outstanding Balance`}
        label={t`Outstanding Balance`}
        value={outstanding === undefined ? '—' : formatRM(outstanding)}
        className="sm:max-w-xs"
      />
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} actions={actions} />
      <DataTable
        aria-label={t`Account Statement`}
        columns={columns}
        getRowId={(row) => String(row.id)}
        isRowHighlighted={(row) => row.debit !== 0}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Account Statement pages`} {...list.pagination} />
      {issuing !== undefined && (
        <IssueStatementModal
          unit={issuing}
          propertyId={user?.property_id ?? undefined}
          onAccountStatementsPage={onAccountStatementsPage}
          onClose={() => setIssuing(undefined)}
          onIssued={refreshFinance}
        />
      )}
      {printUnitId === null && (
        <PrintStatementDialog
          open={choosingPrint}
          onOpenChange={setChoosingPrint}
          onPrint={(chosen) => printStatement(chosen.id, chosen.unit_no)}
        />
      )}
      {paying && printUnitId !== null && (
        <AddPaymentModal
          unitId={printUnitId}
          outstanding={outstanding}
          isOwner={owner}
          onClose={() => setPaying(false)}
          onAdded={refreshFinance}
        />
      )}
    </div>
  );
}
