import { describe, expect, it } from 'vitest';
import { loadSignedInStyles, SIGNED_IN_STYLES_META } from './signed-in-styles';

/** A page as the production build writes it: the boot sheet linked, the signed-in one named. */
function builtPage(): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<link rel="stylesheet" href="/assets/boot.css"><meta name="${SIGNED_IN_STYLES_META}" content="/assets/signed-in.css">`;
  return doc;
}

const sheets = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) =>
    link.getAttribute('href'),
  );

describe('loading the signed-in styles', () => {
  it('given a page without the meta (development, tests, Storybook), then it links nothing', async () => {
    const doc = document.implementation.createHTMLDocument();

    await loadSignedInStyles(doc);

    expect(sheets(doc)).toEqual([]);
  });

  it('given the built page, then it links the sheet after boot and resolves once it loads', async () => {
    const doc = builtPage();
    let loaded = false;

    const loading = loadSignedInStyles(doc).then(() => (loaded = true));
    await Promise.resolve();

    expect(sheets(doc)).toEqual(['/assets/boot.css', '/assets/signed-in.css']);
    expect(loaded).toBe(false);
    doc.querySelector('link[href="/assets/signed-in.css"]')!.dispatchEvent(new Event('load'));
    await loading;
    expect(loaded).toBe(true);
  });

  it('given the sheet is linked already, then a second call links it no more', async () => {
    const doc = builtPage();
    const first = loadSignedInStyles(doc);
    doc.querySelector('link[href="/assets/signed-in.css"]')!.dispatchEvent(new Event('load'));
    await first;

    await loadSignedInStyles(doc);

    expect(sheets(doc)).toEqual(['/assets/boot.css', '/assets/signed-in.css']);
  });

  it('given the sheet fails to load, then it resolves and the next call links it again', async () => {
    const doc = builtPage();
    const failing = loadSignedInStyles(doc);
    doc.querySelector('link[href="/assets/signed-in.css"]')!.dispatchEvent(new Event('error'));
    await failing;

    expect(sheets(doc)).toEqual(['/assets/boot.css']);
    void loadSignedInStyles(doc);
    expect(sheets(doc)).toEqual(['/assets/boot.css', '/assets/signed-in.css']);
  });
});
