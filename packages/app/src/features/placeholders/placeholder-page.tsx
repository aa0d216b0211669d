import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EmptyState } from '@strata/ui';
import { ServicePage } from '../../lib/service-page';
import { serviceName } from '../../lib/service-text';
import type { PlaceholderService } from './placeholder-services';

/** What each service will do, said on its page until it is built (spec 002 §2 "Placeholder pages"). */
const COMING: Record<PlaceholderService, MessageDescriptor> = {
  Facilities: msg`Facility booking is on its way: residents will book the property's facilities (a BBQ pit, a hall, a court) by the slot, see any fee on their statement, and staff will approve bookings.`,
  Complains: msg`Complaints are on their way: owners will file a complaint with photos, staff will assign it and move it from Open to Resolved, and both sides will talk in its thread.`,
  Tenants: msg`The tenant register is on its way: owners will register their unit's tenants, staff will verify them, and a verified tenant will sign in with a view of their own.`,
};

/** A placeholder page: its heading and what the service will do, or the message when it is off. */
export function PlaceholderPage({ service }: { service: PlaceholderService }) {
  const { i18n } = useLingui();
  return (
    <ServicePage service={service} title={serviceName(i18n, service)}>
      <EmptyState
        size="sm"
        title={i18n._(msg`Coming soon`)}
        description={i18n._(COMING[service])}
      />
    </ServicePage>
  );
}
