import { Trans, useLingui } from '@lingui/react/macro';
import {
  canManageAnnouncements,
  formatDate,
  type Announcement,
  type ListResponse,
} from '@strata/domain';
import {
  Button,
  DataTable,
  DataTablePagination,
  ListToolbar,
  SearchToggle,
  type DataTableColumn,
} from '@strata/ui';
import { Eye, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../lib/query-keys';
import { ServicePage } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useList } from '../../lib/use-list';

function AddButton() {
  return (
    <Button asChild>
      <Link to="/d/announcements/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  );
}

/** The list itself, mounted only when the Announcements service is on. */
function AnnouncementList({ manages }: { manages: boolean }) {
  const { t } = useLingui();
  const list = useList<Announcement, ListResponse<Announcement>>({
    queryKey: queryKeys.announcements.list,
    fetch: (api, { page, search }) => api.announcements.list({ page, search }),
  });
  const columns: DataTableColumn<Announcement>[] = [
    {
      id: 'created_at',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (announcement) => formatDate(announcement.created_at),
    },
    { id: 'title', header: t`Title`, cell: (announcement) => announcement.title },
    {
      id: 'created_by',
      header: t`Created By`,
      cell: (announcement) => announcement.createdBy?.name ?? '',
    },
    {
      id: 'total_read',
      header: t`Read`,
      className: 'tabular-nums',
      cell: (announcement) => announcement.total_read,
    },
    {
      id: 'action',
      header: t`Action`,
      hidden: !manages,
      cell: (announcement) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/d/announcements/${announcement.id}`}>
            <Eye aria-hidden />
            <span className="sr-only">{t`View ${announcement.title}`}</span>
          </Link>
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <ListToolbar search={<SearchToggle {...list.searchToggle} />} />
      <DataTable
        aria-label={t`Announcements`}
        columns={columns}
        getRowId={(announcement) => String(announcement.id)}
        emptyAction={manages ? <AddButton /> : null}
        {...list.table}
      />
      <DataTablePagination aria-label={t`Announcements pages`} {...list.pagination} />
    </div>
  );
}

/**
 * /d/announcements (spec 002 §2): date, title, created by and read count, with search; admins and
 * super users also view each one and add new ones. Behind the Announcements service.
 */
export function AnnouncementsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const manages = canManageAnnouncements(user);
  return (
    <ServicePage
      service="Announcements"
      title={t`Announcements`}
      actions={manages ? <AddButton /> : undefined}
    >
      <AnnouncementList manages={manages} />
    </ServicePage>
  );
}
