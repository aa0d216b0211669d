import { VALIDATION_MESSAGE_IDS, VALIDATION_MESSAGES } from '@strata/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { VALIDATION_TEXT, validationText } from './validation-text';

const noStorage = null;

afterEach(async () => {
  await activateLocale('en', noStorage);
});

describe('validation texts', () => {
  it('given every domain message id, when mapped, then the app has a message for it', () => {
    const unmapped = VALIDATION_MESSAGE_IDS.filter((id) => VALIDATION_TEXT[id] === undefined);
    expect(unmapped).toEqual([]);
  });

  it('given English, when each id is shown, then it reads as the domain’s English default', async () => {
    await activateLocale('en', noStorage);
    const differing = VALIDATION_MESSAGE_IDS.filter(
      (id) => validationText(i18n, id) !== VALIDATION_MESSAGES[id],
    );
    expect(differing).toEqual([]);
  });

  it('given Malay, when each id is shown, then none is left in English', async () => {
    await activateLocale('ms', noStorage);
    const untranslated = VALIDATION_MESSAGE_IDS.filter((id) => {
      const text = validationText(i18n, id);
      return text.trim() === '' || text === VALIDATION_MESSAGES[id];
    });
    expect(untranslated).toEqual([]);
  });

  it('given Malay, when the generic required message is shown, then it is the Malay text', async () => {
    await activateLocale('ms', noStorage);
    expect(validationText(i18n, 'required')).toBe('Sila lengkapkan ruangan ini');
  });

  it('given a server’s own message, when shown, then it stays as sent', async () => {
    await activateLocale('ms', noStorage);
    expect(validationText(i18n, 'Unit No has been taken')).toBe('Unit No has been taken');
  });
});
