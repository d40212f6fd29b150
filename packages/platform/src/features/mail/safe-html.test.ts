import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './safe-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('html', () => {
  it('escapes interpolated text but keeps nested markup and joins lists', () => {
    const name = '<script>alert(1)</script>';
    const items = ['a&b', html`<b>${'<i>'}</b>`];
    const out = html`<p title="${name}">${name}</p><ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`;
    expect(out).toBeInstanceOf(SafeHtml);
    expect(out.value).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<ul><li>a&amp;b</li><li><b>&lt;i&gt;</b></li></ul>',
    );
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(html`${null}${undefined}${false}${0}${''}`.value).toBe('0');
  });
});
