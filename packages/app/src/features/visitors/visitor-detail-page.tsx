import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDate,
  formatDateTime,
  reRegisterVisitor,
  visitorActions,
  type Visitor,
} from '@strata/domain';
import {
  Button,
  DescriptionList,
  ErrorState,
  LoadingState,
  PageHeader,
  Pill,
  QrCode,
} from '@strata/ui';
import { ExternalLink, LogIn, LogOut, RotateCcw } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { isNotFound, NotFoundPage } from '../../lib/not-found';
import { queryKeys } from '../../lib/query-keys';
import { ServiceGate } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useGlobalFailure } from '../../lib/use-list';
import {
  useVisitorStatusText,
  useVisitorTypeText,
  VISITOR_STATUS_PILL,
} from '../../lib/visitor-texts';
import { useVisitorCheck } from './visitor-check';
import { todayInMalaysia, type VisitorDraftState } from './visitor-form';
import { publicPassPath } from './visitors-page';

function VisitorDetails({ visitor }: { visitor: Visitor }) {
  const { t } = useLingui();
  const statusText = useVisitorStatusText();
  const typeText = useVisitorTypeText();
  return (
    <DescriptionList
      items={[
        { label: t`Name`, value: visitor.name },
        { label: t`Unit`, value: visitor.unit.unit_no },
        { label: t`Contact`, value: visitor.contact },
        { label: t`Vehicle No`, value: visitor.vehicle_no },
        { label: t`Type`, value: typeText(visitor.type) },
        { label: t`Start Date`, value: formatDate(visitor.start_date) },
        { label: t`End Date`, value: formatDate(visitor.end_date) },
        {
          label: t`Status`,
          value: (
            <Pill variant={VISITOR_STATUS_PILL[visitor.status]}>{statusText(visitor.status)}</Pill>
          ),
        },
        { label: t`Checked In`, value: formatDateTime(visitor.checked_in_at) },
        { label: t`Checked Out`, value: formatDateTime(visitor.checked_out_at) },
        { label: t`Registered By`, value: visitor.createdBy?.name },
      ]}
    />
  );
}

/**
 * /d/visitors/{qrcode} (spec 001 §2, §4): the pass's QR code and fields; Check In while not checked
 * in and Check Out once in (staff and guards), Re-Register for owners, and the public pass in a
 * new window. Behind the Visitors service.
 */
export function VisitorDetailPage() {
  const { qrcode = '' } = useParams();
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const detail = useApi(
    queryKeys.visitors.detail(qrcode),
    (client) => client.visitors.detail(qrcode),
    { silent: true },
  );
  useGlobalFailure(detail.error);
  const merge = (visitor: Visitor) => void detail.mutate({ data: visitor }, { revalidate: false });
  const checkIn = useVisitorCheck('in', merge);
  const checkOut = useVisitorCheck('out', merge);
  const visitor = detail.data?.data;
  const back = <BackButton onClick={() => navigate('/d/visitors')} />;

  if (isNotFound(detail.error)) {
    return (
      <NotFoundPage
        title={t`Visitor not found`}
        listPath="/d/visitors"
        listLabel={t`Back to Visitors`}
      />
    );
  }
  if (!visitor) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Visitor`} back={back} />
        <ServiceGate service="Visitors">
          {detail.error ? (
            <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
          ) : (
            <LoadingState />
          )}
        </ServiceGate>
      </section>
    );
  }

  const allowed = visitorActions(user, visitor);
  const reRegister = () => {
    const state: VisitorDraftState = {
      draft: reRegisterVisitor(visitor, todayInMalaysia()),
    };
    navigate('/d/visitors/new', { state });
  };
  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={visitor.name}
        back={back}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={publicPassPath(visitor)} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                <Trans>Open Pass</Trans>
              </a>
            </Button>
            {allowed.checkIn && (
              <Button disabled={checkIn.pending} onClick={() => void checkIn.submit(visitor)}>
                <LogIn aria-hidden />
                <Trans>Check In</Trans>
              </Button>
            )}
            {allowed.checkOut && (
              <Button disabled={checkOut.pending} onClick={() => void checkOut.submit(visitor)}>
                <LogOut aria-hidden />
                <Trans>Check Out</Trans>
              </Button>
            )}
            {allowed.reRegister && (
              <Button onClick={reRegister}>
                <RotateCcw aria-hidden />
                <Trans>Re-Register</Trans>
              </Button>
            )}
          </>
        }
      />
      <ServiceGate service="Visitors">
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <QrCode value={visitor.qrcode} label={t`Visitor pass QR code`} size="lg" />
          <div className="flex-1">
            <VisitorDetails visitor={visitor} />
          </div>
        </div>
      </ServiceGate>
    </section>
  );
}
