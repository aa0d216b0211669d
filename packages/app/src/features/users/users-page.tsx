import { Trans, useLingui } from '@lingui/react/macro';
import {
  can,
  isSuperUser,
  userListActions,
  userRowActions,
  type User,
  type UserListResponse,
  type UserListType,
} from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  PageHeader,
  Pill,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Link2, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { ExcelImportDialog } from '../../lib/excel-import-dialog';
import { inScope, queryKeys } from '../../lib/query-keys';
import { UserPresence } from '../../lib/presence';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';
import { AssignUnitDialog } from './owner-units-tab';
import { usePropertyChoices } from './property-choices';
import { useChoiceLabels, userTypeOf } from './user-fields';
import { useUserTexts } from './user-texts';

/** /d/owners and /d/admins: '{Type} Management' (spec 000 §2, spec 001 §2 'User list'). */
export function UsersPage() {
  const { pathname } = useLocation();
  const type = userTypeOf(pathname);
  // A new list per type: its URL state and dialogs start afresh.
  return <UserList key={type} type={type} />;
}

function UserList({ type }: { type: UserListType }) {
  const { t } = useLingui();
  const texts = useUserTexts(type);
  const labels = useChoiceLabels();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const api = useApiClient();
  const actions = userListActions(user, { type });
  const [removing, setRemoving] = useState<User | null>(null);
  const [assigning, setAssigning] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useList<User, UserListResponse>({
    queryKey: (params) => queryKeys.users.list(type, params),
    fetch: (client, { page, search }) => client.users.list({ type, page, search }),
  });
  const refresh = () => void mutate(inScope('users'));
  const owners = type === 'owners';
  const mayDelete = can(user, owners ? 'Owners' : 'Admins', 'Delete');
  // Spec 000 §2: the owners list offers 'Assign owner to unit': Create on Owners, as on the
  // owner's own Units tab, and Update on Units, which the assign call needs.
  const mayAssign = owners && can(user, 'Owners', 'Create') && can(user, 'Units', 'Update');
  const properties = usePropertyChoices(isSuperUser(user) && owners);

  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={`/d/${type}/${row.id}`}
          >
            {row.name}
          </Link>
          <UserPresence user={row} />
        </span>
      ),
    },
    owners
      ? {
          id: 'unit_no',
          header: t`Unit No`,
          className: 'whitespace-nowrap',
          cell: (row) => row.unit?.unit_no ?? '',
        }
      : { id: 'username', header: t`Username`, cell: (row) => row.username },
    { id: 'contact', header: t`Phone`, className: 'whitespace-nowrap', cell: (row) => row.contact },
    { id: 'role', header: t`Role`, cell: (row) => labels.role(row.role) },
    {
      id: 'active',
      header: t`Status`,
      cell: (row) => (
        <Pill variant={row.active ? 'active' : 'inactive'}>
          {row.active ? t`Active` : t`Inactive`}
        </Pill>
      ),
    },
    {
      id: 'action',
      header: t`Action`,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          {mayAssign && (
            <Button
              variant="ghost"
              size="icon"
              title={t`Assign owner to unit`}
              onClick={() => setAssigning(row)}
            >
              <Link2 aria-hidden />
              <span className="sr-only">{t`Assign ${row.name} to a unit`}</span>
            </Button>
          )}
          {mayDelete && userRowActions(user, row, { type }).delete && (
            <Button variant="ghost" size="icon" onClick={() => setRemoving(row)}>
              <Trash2 aria-hidden />
              <span className="sr-only">{t`Remove ${row.name}`}</span>
            </Button>
          )}
        </>
      ),
    },
  ];

  const addButton = actions.addNew ? (
    <Button asChild>
      <Link to={`/d/${type}/new`}>
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  // POST /api/users/import takes owners by default, admins with type 'admins' (each its template).
  const canImport = actions.importExcel;

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={texts.management}
        actions={
          <>
            {canImport && (
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden />
                <Trans>Import Excel</Trans>
              </Button>
            )}
            {addButton}
          </>
        }
      >
        <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      </PageHeader>
      <DataTable
        aria-label={texts.plural}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyAction={addButton}
        {...list.table}
      />
      <DataTablePagination aria-label={texts.pages} {...list.pagination} />
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        title={t`Hold On`}
        message={t`Remove ${removing?.name ?? ''}? This cannot be undone.`}
        confirmLabel={t`Remove`}
        action={(target) => api.users.remove(target.id)}
        success={texts.removed}
        onSuccess={refresh}
      />
      {mayAssign && assigning && (
        <AssignUnitDialog
          key={assigning.id}
          ownerId={assigning.id}
          title={t`Assign owner to unit`}
          description={t`Search the property's units by unit number to assign ${assigning.name}.`}
          open
          onOpenChange={(open) => !open && setAssigning(null)}
          onAssigned={() => {
            void mutate(inScope('units'));
            refresh();
          }}
        />
      )}
      {canImport && (
        <ExcelImportDialog
          title={owners ? t`Import Owners` : t`Import Admins`}
          importFile={(payload) => api.users.import({ ...payload, type })}
          template={{
            href: api.users.templateUrl(type),
            label: owners ? t`Download the owners template` : t`Download the admins template`,
          }}
          open={importing}
          onOpenChange={setImporting}
          properties={isSuperUser(user) ? properties : null}
          onImported={refresh}
        />
      )}
    </section>
  );
}
