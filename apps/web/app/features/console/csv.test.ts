import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

/** Reads one CSV line back (RFC 4180), for the round trip. */
function parseLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else {
          value += line[i];
          i += 1;
        }
      }
      fields.push(value);
      i += 1;
    } else {
      const end = line.indexOf(',', i);
      fields.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

describe('CSV lines', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvLine(['Ada', 'a,b', 'say "hi"', null, 3, true])).toBe('Ada,"a,b","say ""hi""",,3,true');
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@SUM'])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM`);
    expect(csvLine([-5])).toBe('-5');
  });

  it('reads back as written, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (fields) => {
        const read = parseLine(csvLine(fields));
        const expected = fields.map((f) => (/^[=+\-@\t\r]/.test(f) ? `'${f}` : f));
        expect(read).toEqual(expected);
      }),
    );
  });
});
