import { describe, expect, it } from 'vitest';
import { checkFileBytes } from '../features/files/file-checks.ts';
import { demoGuidePdf } from './demo-files.ts';

describe('demoGuidePdf', () => {
  const pdf = demoGuidePdf('Walks (and talks)', ['Line one \\ with a backslash', 'Café at 9']);
  const text = pdf.toString('latin1');

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('escapes what PDF strings reserve and passes the check uploads pass', async () => {
    expect(text).toContain('(Walks \\(and talks\\)) Tj');
    expect(text).toContain('(Line one \\\\ with a backslash) Tj');
    expect(text).toContain('(Caf- at 9) Tj');
    expect(await checkFileBytes('application/pdf', pdf, true)).toEqual({ ok: true });
  });
});
