import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloadStream, lowPriorityScriptPreloads } from './script-preloads.ts';

const streamed = (chunks: readonly Buffer[]) =>
  text(Readable.from(chunks).pipe(lowPriorityScriptPreloadStream()));

describe('lowPriorityScriptPreloads', () => {
  it('marks every script preload low priority and leaves the rest of the page alone', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="preload" as="image" href="/p.jpg"/></head>' +
      '<body><p>&lt;link rel="modulepreload"&gt; is escaped here</p>' +
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/></body>';
    expect(lowPriorityScriptPreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="preload" as="image" href="/p.jpg"/></head>' +
        '<body><p>&lt;link rel="modulepreload"&gt; is escaped here</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"/></body>',
    );
  });
});

describe('lowPriorityScriptPreloadStream', () => {
  it('marks a preload link split across chunks', async () => {
    const chunks = [
      '<body>ok<link rel="module',
      'preload" href="/a.js"/><',
      'link rel="modulepreload" href="/b.js"/>',
    ];
    expect(await streamed(chunks.map((c) => Buffer.from(c)))).toBe(
      '<body>ok<link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
    );
  });

  it('gives the same page as the whole-page marking, however the stream is cut', async () => {
    // Pages made of preload links, look-alikes, stray '<' and characters of several bytes, cut at
    // any byte (also inside a character).
    const piece = fc.constantFrom(
      '<link rel="modulepreload" href="/assets/x.js"/>',
      '<link rel="modulepre',
      '<link rel="stylesheet" href="/a.css"/>',
      '<',
      '<l',
      'ü',
      '€ 12',
      '🏠',
      'Sauna <b>cabin</b>',
      ' ',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (pieces, cuts) => {
          const page = Buffer.from(pieces.join(''));
          const at = [...new Set(cuts.map((c) => c % (page.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...at].map((from, i) => page.subarray(from, at[i] ?? page.length));
          expect(await streamed(chunks)).toBe(lowPriorityScriptPreloads(page.toString('utf8')));
        },
      ),
      { numRuns: 300 },
    );
  });
});
