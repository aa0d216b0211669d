import { useLingui } from '@lingui/react';
import { ServicePage } from '../../lib/service-page';
import { serviceName } from '../../lib/service-text';
import type { PlaceholderService } from './placeholder-services';

/** A placeholder page: only its heading, or the service message when the service is off. */
export function PlaceholderPage({ service }: { service: PlaceholderService }) {
  const { i18n } = useLingui();
  return <ServicePage service={service} title={serviceName(i18n, service)} />;
}
