import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { gateService, tenantRefused, type ServiceName } from '@strata/domain';
import { ErrorState, PageHeader } from '@strata/ui';
import type { ReactNode } from 'react';
import { useSession } from './session';
import { serviceUnavailableText } from './service-text';

/**
 * True when the signed-in user may use `service`: a super user, or the property has it on (and
 * the user is not a tenant on a service of the owner's money).
 */
export function useServiceAllowed(service: ServiceName): boolean {
  const { user } = useSession();
  return gateService(user, service).kind === 'allow' && !tenantRefused(user, service);
}

export type ServiceGateProps = {
  /** The property service the content belongs to. */
  service: ServiceName;
  /** What a user who may use the service sees. */
  children?: ReactNode;
};

/**
 * Spec 002 §2 service gating: the content for a user who may use `service`, otherwise the
 * 'X Service is not available…' message in its place (never a redirect); a tenant on statements
 * or payments reads why those are the owner's.
 */
export function ServiceGate({ service, children }: ServiceGateProps) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const allowed = useServiceAllowed(service);
  if (tenantRefused(user, service)) {
    // A tenant who typed the address is told why, as the server would tell them.
    return (
      <ErrorState
        size="sm"
        title={i18n._(
          msg`Tenants cannot view account statements or payments. Please ask the owner of your unit.`,
        )}
      />
    );
  }
  if (allowed) return <>{children}</>;
  return <ErrorState size="sm" title={serviceUnavailableText(i18n, service)} />;
}

export type ServicePageProps = ServiceGateProps & {
  /** The page's heading, shown whether or not the service is on. */
  title: ReactNode;
  /** Buttons beside the heading, shown only with the service. */
  actions?: ReactNode;
};

/** A page of a property service: its heading, then its content behind {@link ServiceGate}. */
export function ServicePage({ service, title, actions, children }: ServicePageProps) {
  const allowed = useServiceAllowed(service);
  return (
    <div className="flex flex-col">
      <PageHeader title={title} actions={allowed ? actions : undefined} />
      <ServiceGate service={service}>{children}</ServiceGate>
    </div>
  );
}
