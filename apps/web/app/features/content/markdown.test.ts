import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('page markdown', () => {
  it('splits paragraphs, headings and lists', () => {
    expect(parseMarkdown('One\nline\n\n## Two\n- a\n- b\n\n1. x\n2. y')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One line' }] },
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Two' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'x' }], [{ kind: 'text', text: 'y' }]] },
    ]);
  });

  it('reads links, bold, italic and code inline', () => {
    expect(parseInline('See [the **terms**](/terms-of-service), *now* and `code`')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        href: '/terms-of-service',
        children: [
          { kind: 'text', text: 'the ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'terms' }] },
        ],
      },
      { kind: 'text', text: ', ' },
      { kind: 'em', children: [{ kind: 'text', text: 'now' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'code' },
    ]);
  });

  it('keeps scripts out: unsafe link targets become plain text, HTML stays text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('https://ok.example/a')).toBe('https://ok.example/a');
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
