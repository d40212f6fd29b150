import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The scripts of a page are fetched at low priority (ADR 008, amendment of 2026-11-30).
 *
 * Every page is rendered on the server: what a visitor sees first needs the document, its
 * stylesheets and the first photos, not the scripts, which only make the page interactive
 * (hydration) and which every form and link works without. React Router preloads a page's
 * scripts with `<link rel="modulepreload">`, which Chromium fetches at high priority, beside the
 * stylesheets and ahead of the photos; on a slow connection they share its bandwidth with what the
 * first paint waits for. Marked `fetchpriority="low"`, they are fetched once the stylesheets are
 * in, the first photos first. React Router gives its preload links no such option, so the marking
 * is added to the rendered HTML.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** A whole page with its script preloads marked low priority. */
export function lowPriorityScriptPreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}

/**
 * How many characters at the end of `text` could be the start of a preload link split across two
 * chunks: they wait for the next chunk.
 */
function partialPreloadAtEnd(text: string): number {
  const from = Math.max(0, text.length - PRELOAD.length + 1);
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    if (PRELOAD.startsWith(text.slice(at))) return text.length - at;
  }
  return 0;
}

/**
 * The same marking for a page streamed as it renders: the HTML passes through as it comes, but
 * for the few characters at the end of a chunk that may be the start of a preload link.
 */
export function lowPriorityScriptPreloadStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialPreloadAtEnd(text);
      held = text.slice(text.length - keep);
      const ready = lowPriorityScriptPreloads(text.slice(0, text.length - keep));
      done(null, ready.length > 0 ? ready : undefined);
    },
    flush(done) {
      const rest = held + decoder.end();
      held = '';
      done(null, rest.length > 0 ? lowPriorityScriptPreloads(rest) : undefined);
    },
  });
}
