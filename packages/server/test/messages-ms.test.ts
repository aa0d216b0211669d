import { describe, expect, it } from 'vitest';
import * as messages from '../src/http/messages';
import { MALAY, prefersMalay, toMalay } from '../src/http/messages-ms';

/** Every fixed text messages.ts exports (functions are covered by patterns, tested below). */
function fixedTexts(): string[] {
  const texts: string[] = [];
  for (const group of Object.values(messages)) {
    if (typeof group !== 'object' || group === null || Array.isArray(group)) continue;
    // The Malay itself (issue 15's messages keep theirs beside the English).
    if (group === messages.MALAY_MESSAGES) continue;
    for (const value of Object.values(group)) if (typeof value === 'string') texts.push(value);
  }
  return texts;
}

const RECORD_NAMES = new Set<string>(messages.RECORD_NAMES);

describe('the server’s Malay', () => {
  it('given every fixed text the server writes, when asked in Malay, then none is left in English', () => {
    // A mail's subject is written in both languages at once ('English / Malay').
    const bilingual = (text: string) => / \/ /.test(text);
    const missing = fixedTexts().filter(
      (text) => !RECORD_NAMES.has(text) && !bilingual(text) && !MALAY[text],
    );
    expect(missing).toEqual([]);
  });

  it('given texts built from values, when asked in Malay, then they read in Malay', () => {
    expect(toMalay(messages.HTTP_MESSAGES.notFound('Visitor'))).toBe('Pelawat tidak dijumpai');
    expect(toMalay(messages.REFUSAL_MESSAGES.permission('Units', 'Create'))).toBe(
      'Anda tidak mempunyai kebenaran untuk menambah unit.',
    );
    expect(toMalay(messages.REFUSAL_MESSAGES.service('Visitors'))).toBe(
      'Perkhidmatan Pelawat tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
    expect(toMalay(messages.VISITOR_MESSAGES.notYet('2026-12-01'))).toBe(
      'Pas pelawat ini sah mulai 2026-12-01',
    );
    expect(toMalay(messages.UPLOAD_MESSAGES.row(3, messages.USER_MESSAGES.emailTaken))).toBe(
      'Baris 3: E-mel telah digunakan',
    );
  });

  it('given a 400 naming a field, when asked in Malay, then the field stays and its text reads in Malay', () => {
    expect(toMalay('start_date: Must be a real date (yyyy-mm-dd)')).toBe(
      'start_date: Mestilah tarikh yang wujud dalam kalendar (yyyy-mm-dd)',
    );
    expect(toMalay('roles.0.name: Must be at most 50 characters')).toBe(
      'roles.0.name: Mestilah tidak melebihi 50 aksara',
    );
    expect(toMalay('page: Must be at most 1000000')).toBe('page: Mestilah tidak melebihi 1000000');
    expect(toMalay('ids: Must hold at most 1000 values')).toBe(
      'ids: Mestilah mengandungi paling banyak 1000 nilai',
    );
    expect(toMalay('original_name: Must be a file name, without / or \\')).toBe(
      'original_name: Mestilah nama fail, tanpa / atau \\',
    );
    expect(toMalay('unit_no: must not contain a NUL character')).toBe(
      'unit_no: tidak boleh mengandungi aksara NUL',
    );
    expect(toMalay('Row 4: level: Must be a number')).toBe('Baris 4: level: Mestilah nombor');
  });

  it('given a text the server does not know, when asked in Malay, then it is left as it was', () => {
    expect(toMalay('Something new')).toBe('Something new');
  });

  it('given Accept-Language headers, when read, then the preferred of ms and en wins', () => {
    expect(prefersMalay('ms')).toBe(true);
    expect(prefersMalay('ms-MY')).toBe(true);
    expect(prefersMalay('en-GB,ms;q=0.8')).toBe(false);
    expect(prefersMalay('fr,ms;q=0.5,en;q=0.4')).toBe(true);
    expect(prefersMalay('ms;q=0')).toBe(false);
    expect(prefersMalay('fr')).toBe(false);
    expect(prefersMalay(undefined)).toBe(false);
  });
});
