import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK_URL, sanitizeUrl } from './safe-url.ts';

describe('sanitizeUrl', () => {
  it('keeps safe links', () => {
    expect(sanitizeUrl('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(sanitizeUrl(' mailto:someone@example.com ')).toBe('mailto:someone@example.com');
    expect(sanitizeUrl('/relative/path')).toBe('/relative/path');
    expect(sanitizeUrl('java%73cript:alert(1)')).toBe('java%73cript:alert(1)');
    expect(sanitizeUrl('')).toBe('');
  });

  it('blanks javascript, data and vbscript links', () => {
    expect(sanitizeUrl('javascript:alert(1)')).toBe(BLANK_URL);
    expect(sanitizeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe('about:blank');
    expect(sanitizeUrl('vbscript:msgbox(1)')).toBe(BLANK_URL);
  });

  it('sees through case, whitespace, control characters and character references', () => {
    const obfuscated = [
      'JaVaScRiPt:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'jav\u0001ascript:alert(1)',
      '\u200bjavascript:alert(1)',
      'javascript\u00a0:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#0000106&#0000097vascript:alert(1)',
      'javascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
      'java&NewLine;script:alert(1)',
    ];
    for (const url of obfuscated) expect(sanitizeUrl(url), JSON.stringify(url)).toBe(BLANK_URL);
  });

  it('leaves unknown character references alone', () => {
    expect(sanitizeUrl('https://x.test/?a=1&amp;b=2')).toBe('https://x.test/?a=1&amp;b=2');
    expect(sanitizeUrl('https://x.test/&#x110000;')).toBe('https://x.test/&#x110000;');
  });

  it('blanks any casing and whitespace salting of an unsafe scheme', () => {
    const salt = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u200b', '\ufeff');
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript'),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(salt, { minLength: 11, maxLength: 11 }),
        fc.string(),
        (scheme, upper, salts, rest) => {
          const letters = [...scheme].map((letter, index) =>
            upper[index % 10] ? letter.toUpperCase() : letter,
          );
          const salted = letters.map((letter, index) => `${salts[index % 11]}${letter}`).join('');
          expect(sanitizeUrl(`${salted}:${rest}`)).toBe(BLANK_URL);
        },
      ),
    );
  });
});
