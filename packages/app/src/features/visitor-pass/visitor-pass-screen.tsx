import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime, type PublicVisitorPass } from '@strata/domain';
import { EmptyState, ErrorState, LoadingState, Pill, QrCode } from '@strata/ui';
import { TicketX } from 'lucide-react';
import type * as React from 'react';
import {
  useVisitorStatusText,
  useVisitorTypeText,
  VISITOR_STATUS_PILL,
} from '../../lib/visitor-texts';

/** The pass as the page shows it: loading, unknown code, failed, or ready. */
export type VisitorPassLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; pass: PublicVisitorPass };

/** Props of {@link VisitorPassScreen}. */
export type VisitorPassScreenProps = {
  load: VisitorPassLoad;
  /** Loads the pass again after a failure. */
  onRetry?: () => void;
};

/**
 * The public visitor pass (spec 000 §2), opened by a visitor without signing in: the host's
 * heading, the QR code to show at the gate, the visitor's details, and the validity dates until
 * check-in, the check-in and check-out times after.
 */
export function VisitorPassScreen({ load, onRetry }: VisitorPassScreenProps) {
  const { t } = useLingui();
  return (
    <main className="flex min-h-screen items-start justify-center bg-muted px-4 py-8 sm:items-center">
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 text-card-foreground shadow-card">
        {load.status === 'loading' ? (
          <LoadingState labels={{ loading: t`Loading the visitor pass…` }} />
        ) : load.status === 'not-found' ? (
          <>
            <h1 className="sr-only">
              <Trans>Visitor pass</Trans>
            </h1>
            <EmptyState
              icon={<TicketX />}
              title={t`This visitor pass does not exist`}
              description={t`Please check the QR code or the link you were sent.`}
            />
          </>
        ) : load.status === 'error' ? (
          <>
            <h1 className="sr-only">
              <Trans>Visitor pass</Trans>
            </h1>
            <ErrorState
              title={t`The visitor pass could not be loaded`}
              description={load.message}
              onRetry={onRetry}
            />
          </>
        ) : (
          <Pass pass={load.pass} />
        )}
      </div>
    </main>
  );
}

function Pass({ pass }: { pass: PublicVisitorPass }) {
  const { t } = useLingui();
  const statusText = useVisitorStatusText();
  const typeText = useVisitorTypeText();
  const host = pass.host;
  const checkedIn = pass.checked_in_at !== null;
  return (
    <article
      className="flex flex-col items-center gap-5"
      data-state={checkedIn ? 'checked-in' : 'upcoming'}
    >
      <div className="flex flex-col items-center gap-1 text-center">
        <h1 className="text-xl font-semibold">{t`${host}'s Visitor`}</h1>
        {pass.property ? <p className="text-sm text-muted-foreground">{pass.property}</p> : null}
        <Pill variant={VISITOR_STATUS_PILL[pass.status]}>{statusText(pass.status)}</Pill>
      </div>
      <QrCode value={pass.qrcode} label={t`Visitor pass QR code`} size="lg" />
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Row term={t`Name`}>{pass.name}</Row>
        <Row term={t`Contact`}>{pass.contact}</Row>
        <Row term={t`Vehicle No`}>{pass.vehicle_no || '-'}</Row>
        <Row term={t`Visit Type`}>{typeText(pass.type)}</Row>
        {checkedIn ? (
          <>
            <Row term={t`Checked In`}>{formatDateTime(pass.checked_in_at)}</Row>
            <Row term={t`Checked Out`}>
              {pass.checked_out_at ? formatDateTime(pass.checked_out_at) : t`Not yet`}
            </Row>
          </>
        ) : (
          <>
            <Row term={t`Valid From`}>{formatDate(pass.start_date)}</Row>
            <Row term={t`Valid Until`}>{formatDate(pass.end_date ?? pass.start_date)}</Row>
          </>
        )}
      </dl>
    </article>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words text-foreground">{children}</dd>
    </>
  );
}
