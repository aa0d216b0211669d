import { useLingui } from '@lingui/react/macro';
import { formatDateTime, type Announcement, readPlaceText } from '@strata/domain';
import { DescriptionList, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { AttachmentLink } from '../../lib/attachment-link';
import { BackButton } from '../../lib/back-button';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { queryKeys } from '../../lib/query-keys';
import { SafeHtml } from '../../lib/safe-html';
import { ServiceGate } from '../../lib/service-page';
import { useGlobalFailure } from '../../lib/use-list';

function AnnouncementDetails({ announcement }: { announcement: Announcement }) {
  const { t } = useLingui();
  const recipient = announcement.recipient === 'Owners' ? t`Owners` : t`Admins`;
  return (
    <div className="flex flex-col gap-6">
      <DescriptionList
        items={[
          { label: t`Title`, value: announcement.title },
          { label: t`Recipient`, value: recipient },
          { label: t`Created By`, value: announcement.createdBy?.name },
          { label: t`Created At`, value: formatDateTime(announcement.created_at) },
          {
            label: t`Attachment`,
            value: announcement.attachment ? (
              <AttachmentLink name={announcement.attachment} />
            ) : null,
          },
          { label: t`Total Read`, value: String(announcement.total_read) },
        ]}
      />
      <section aria-labelledby="announcement-message" className="flex flex-col gap-1 text-sm">
        <h2 id="announcement-message" className="text-muted-foreground">
          {t`Message`}
        </h2>
        <SafeHtml html={announcement.message} />
      </section>
    </div>
  );
}

/**
 * /d/announcements/{id} (spec 002 §2): title, recipient, created by and at, the attachment (opens
 * the file), total read and the message. Admins and super users only (the route guard).
 */
export function AnnouncementDetailPage() {
  const { id: param = '' } = useParams();
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = recordId(param);
  const detail = useApi(
    id === null ? null : queryKeys.announcements.detail(id),
    (client) => client.announcements.detail(id ?? 0),
    { silent: true },
  );
  useGlobalFailure(detail.error);
  const announcement = detail.data?.data;
  if (id === null || isNotFound(detail.error)) {
    return (
      <NotFoundPage
        title={t`Announcement not found`}
        listPath="/d/announcements"
        listLabel={t`Back to Announcements`}
      />
    );
  }
  const back = <BackButton onClick={() => navigate('/d/announcements')} />;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={announcement?.title ?? t`Announcement`} back={back} />
      <ServiceGate service="Announcements">
        {announcement ? (
          <AnnouncementDetails announcement={announcement} />
        ) : detail.error ? (
          <ErrorState
            description={readPlaceText(detail.error)}
            onRetry={() => void detail.mutate()}
          />
        ) : (
          <LoadingState />
        )}
      </ServiceGate>
    </section>
  );
}
