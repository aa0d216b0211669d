import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/shared/sanitize-html';

describe('sanitizeHtml (message HTML as stored, spec 002 inbox)', () => {
  it('keeps formatting tags and text', () => {
    expect(sanitizeHtml('<p>Hello <b>all</b>,<br>see <em>you</em></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <b>all</b>,<br>see <em>you</em></p><ul><li>one</li></ul>',
    );
  });

  it('drops script, style and iframe with their content', () => {
    expect(
      sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x></iframe>d'),
    ).toBe('abcd');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">x</SCRIPT >ok')).toBe('ok');
  });

  it('never lets a split or unclosed script tag through', () => {
    const out = sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script><script');
    expect(out).not.toMatch(/<script/i);
    expect(out).toBe('xipt&gt;alert(1)&lt;script');
  });

  it('drops every attribute and event handler', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="a">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><svg onload=alert(1)>')).toBe('');
  });

  it('keeps http(s) and mailto links only, whatever the encoding', () => {
    expect(sanitizeHtml('<a href="https://example.test/?a=1&b=2" onclick="x">go</a>')).toBe(
      '<a href="https://example.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">go</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toMatch(
      /<script|href/i,
    );
  });

  it('escapes stray angle brackets and ampersands, keeps entities, balances tags', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2 &amp; &#169;')).toBe(
      '1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; &#169;',
    );
    expect(sanitizeHtml('<b><i>x</b>')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('</p>text<p>open')).toBe('text<p>open</p>');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
  });
});
