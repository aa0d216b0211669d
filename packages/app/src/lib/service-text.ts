import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SERVICES, serviceUnavailableMessage, type ServiceName } from '@strata/domain';

/** The seven property services' names (spec 002 §1) as Lingui messages. */
const SERVICE_NAMES: Record<ServiceName, MessageDescriptor> = {
  'Account Statements': msg`Account Statements`,
  Payments: msg`Payments`,
  Facilities: msg`Facilities`,
  Announcements: msg`Announcements`,
  Complains: msg`Complains`,
  Visitors: msg`Visitors`,
  Tenants: msg`Tenants`,
};

/** A service's name in `i18n`'s language. */
export function serviceName(i18n: I18n, service: ServiceName): string {
  return i18n._(SERVICE_NAMES[service]);
}

/**
 * Spec 002 §2's 'X Service is not available. Please ask your property management to enable this
 * service.' in `i18n`'s language, X being the service's name.
 */
export function serviceUnavailableText(i18n: I18n, service: ServiceName): string {
  const name = serviceName(i18n, service);
  return i18n._(
    msg`${name} Service is not available. Please ask your property management to enable this service.`,
  );
}

/**
 * A server message in `i18n`'s language when it is a service's unavailable message (the server
 * sends the English with a 400); any other message is returned as it is.
 */
export function translateServiceMessage(i18n: I18n, message: string): string {
  const service = SERVICES.find((name) => serviceUnavailableMessage(name) === message);
  return service ? serviceUnavailableText(i18n, service) : message;
}
