import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml, textToHtml } from './safe-html';

afterEach(() => {
  delete (window as { pwned?: number }).pwned;
});

describe('SafeHtml', () => {
  it('given formatting, when shown, then it keeps the tags', () => {
    const { container } = render(<SafeHtml html="<p>Water <b>off</b> on <em>Friday</em></p>" />);
    expect(container.querySelector('b')).toHaveTextContent('off');
    expect(container.querySelector('em')).toHaveTextContent('Friday');
  });

  it('given a script tag, an img onerror and a javascript: link, when shown, then none of them can run', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = render(
      <SafeHtml html='Hi<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">go</a>' />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container).toHaveTextContent('Higo');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('given a style tag, when sanitised, then it is dropped', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
  });
});

describe('textToHtml', () => {
  it('given text with markup, then the markup becomes visible characters', () => {
    expect(textToHtml('<script>alert(1)</script> & "x"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>',
    );
  });

  it('given lines and a blank line, then lines break and the blank line starts a paragraph', () => {
    expect(textToHtml('Dear owners,\nWater is off.\n\nThanks')).toBe(
      '<p>Dear owners,<br>Water is off.</p><p>Thanks</p>',
    );
  });
});

describe('sanitizeHtml, images and links', () => {
  it('given an image without alt, then it gets an empty alt (decoration to a screen reader)', () => {
    expect(sanitizeHtml('<img src="a.png">')).toBe('<img src="a.png" alt="">');
  });

  it('given a link, then it opens in a new tab without access to the app', () => {
    const html = sanitizeHtml('<a href="https://example.test">site</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
