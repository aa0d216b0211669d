import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, PageHeader, PdfFrame } from '@strata/ui';
import { ExternalLink, FileText } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useTouchDevice } from './use-touch-device';

export type HouseRulesPageProps = {
  /** Overrides the device check (stories); the pointer media query by default. */
  touch?: boolean;
};

/**
 * /d/house-rules (spec 002 §2): the property's house rules in a frame, or a 'View House Rule'
 * button that opens them in a new window on touch devices. The document's URL carries the token
 * (a frame sends no bearer header).
 */
export function HouseRulesPage({ touch }: HouseRulesPageProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const touchDevice = useTouchDevice();
  const propertyId = user?.property_id ?? null;
  const url = propertyId === null ? null : api.houseRules.url(propertyId);
  const onTouch = touch ?? touchDevice;

  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`House Rules`} />
      {url === null ? (
        <EmptyState
          className="rounded-lg border bg-card"
          icon={<FileText strokeWidth={1.5} />}
          title={t`House rules belong to a property`}
          description={t`Your account is not part of a property, so there are no house rules to show.`}
        />
      ) : onTouch ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border bg-card p-4">
          <p className="text-sm text-muted-foreground">
            <Trans>The house rules open in a new window.</Trans>
          </p>
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              <Trans>View House Rule</Trans>
            </a>
          </Button>
        </div>
      ) : (
        <PdfFrame
          title={t`House rules of ${user?.property?.name ?? ''}`}
          heading={user?.property?.name}
          labels={{ back: t`Back` }}
          onBack={() => void navigate(-1)}
          src={url}
          className="h-[calc(100dvh-12rem)] min-h-96"
        />
      )}
    </section>
  );
}
