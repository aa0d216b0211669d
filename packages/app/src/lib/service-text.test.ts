import { SERVICES, serviceUnavailableMessage } from '@strata/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { serviceUnavailableText, translateServiceMessage } from './service-text';

afterEach(async () => {
  await activateLocale('en', null);
});

describe('serviceUnavailableText', () => {
  it('given English, when each service is off, then the text is the domain’s spec message', async () => {
    await activateLocale('en', null);
    for (const service of SERVICES) {
      expect(serviceUnavailableText(i18n, service)).toBe(serviceUnavailableMessage(service));
    }
  });

  it('given Malay, when Visitors is off, then the message and the service name are Malay', async () => {
    await activateLocale('ms', null);
    expect(serviceUnavailableText(i18n, 'Visitors')).toBe(
      'Perkhidmatan Pelawat tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  });
});

describe('translateServiceMessage', () => {
  it('given Malay and the server’s English service message, when shown, then it is in Malay', async () => {
    await activateLocale('ms', null);
    expect(translateServiceMessage(i18n, serviceUnavailableMessage('Account Statements'))).toBe(
      'Perkhidmatan Penyata Akaun tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  });

  it('given another server message, when shown, then it stays as sent', async () => {
    await activateLocale('ms', null);
    expect(translateServiceMessage(i18n, 'This visitor has already checked in')).toBe(
      'This visitor has already checked in',
    );
  });
});
