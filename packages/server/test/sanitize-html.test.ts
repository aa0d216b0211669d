import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/shared/sanitize-html';

describe('sanitizeHtml (message HTML as stored, spec 002 inbox)', () => {
  it('keeps formatting tags and text', () => {
    expect(sanitizeHtml('<p>Hello <b>all</b>,<br>see <em>you</em></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <b>all</b>,<br />see <em>you</em></p><ul><li>one</li></ul>',
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
    expect(out).not.toContain('<');
    expect(out).toMatch(/^xipt&gt;alert\(1\)/);
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

  it('escapes stray angle brackets and ampersands, decodes entities, balances tags', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2 &amp; &#169;')).toBe(
      '1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; ©',
    );
    expect(sanitizeHtml('<b><i>x</b>')).toBe('<b><i>x</i></b>');
    // A stray </p> is an empty paragraph, as a browser's parser makes it.
    expect(sanitizeHtml('</p>text<p>open')).toBe('<p></p>text<p>open</p>');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
  });

  it('drops svg and math with everything inside them', () => {
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after');
    expect(sanitizeHtml('<svg><style><img src=x onerror=alert(1)></style></svg>z')).toBe('z');
    expect(sanitizeHtml('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>z')).toBe(
      'z',
    );
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>after')).toBe(
      'after',
    );
  });

  it('drops event handlers however the attribute is written', () => {
    expect(sanitizeHtml('<b/onclick=alert(1)>x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<P ONMOUSEOVER="alert(1)">x</P>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="https://ok.test/"onmouseover="alert(1)">x</a>')).toBe(
      '<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeHtml('<div onpointerenter=alert(1) tabindex=1 autofocus onfocus=x>y</div>'),
    ).toBe('<div>y</div>');
  });

  it('drops elements that load, navigate or submit, with their URLs', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)">x')).toBe('x');
    expect(sanitizeHtml('<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x')).toBe(
      'x',
    );
    expect(sanitizeHtml('<base href="javascript:/"><link rel=stylesheet href=//evil.test>x')).toBe(
      'x',
    );
    expect(sanitizeHtml('<form action="javascript:alert(1)"><button>go</button></form>')).toBe(
      'go',
    );
    expect(sanitizeHtml('<object data="data:text/html,x"></object><embed src=x>y')).toBe('y');
  });

  it('keeps only absolute links: no relative or protocol-relative href, its own target and rel', () => {
    for (const href of ['//evil.test/x', '/d/units', '#top', 'page.html', '\\\\evil.test']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="mailto:board@demo.test">mail</a>')).toBe(
      '<a href="mailto:board@demo.test" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeHtml('<a href="https://ok.test/" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops data: URLs in links, pictures included', () => {
    for (const href of [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'DATA:text/html,x',
      ' data:text/html,x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('never lets broken or nested markup reopen a dropped tag', () => {
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('');
    expect(sanitizeHtml('<iframe><img src=x onerror=alert(1)></iframe>k')).toBe('k');
    expect(sanitizeHtml('<textarea><img src=x onerror=alert(1)></textarea>k')).toBe('k');
    expect(sanitizeHtml('<![CDATA[<script>alert(1)</script>]]>ok')).toBe('ok');
    expect(sanitizeHtml('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
    expect(sanitizeHtml('<a href="https://ok.test/"><script>alert(1)</script>x')).toBe(
      '<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
