import type { IncomingMessage } from 'node:http';
import {
  FORM_MAX_BYTES,
  MESSAGE_FORM_MAX_BYTES,
  PHOTOS_FORM_MAX_BYTES,
  PROFILE_FORM_MAX_BYTES,
  UPLOAD_MAX_BYTES,
} from '../app/lib/forms/form-body-limits.ts';

/** How the web server takes a page's POST body. */
export interface FormBodyRule {
  /** Larger bodies are refused with 413, by their declared length before anything is read. */
  maxBytes: number;
  /**
   * Handed to the page unread: pages whose forms carry files read their body themselves within
   * their own bound (`readFormDataWithin`). Every other body is read here first, whole and bounded.
   */
  streamed: boolean;
}

// Pages whose forms carry files, and the largest body each takes (a React Router data request
// adds `.data` to the path). The listing editor's tabs share one rule; each tab bounds its own.
const FILE_FORMS: readonly [RegExp, number][] = [
  [/^\/api\/listing-images(?:\.data)?$/, UPLOAD_MAX_BYTES],
  [/^\/profile-settings(?:\.data)?$/, PROFILE_FORM_MAX_BYTES],
  [/^\/l\/[^/]+\/[^/]+\/[^/]+\/[^/.]+(?:\.data)?$/, PHOTOS_FORM_MAX_BYTES],
  // The order and sale pages: a message may carry files.
  [/^\/(?:order|sale)\/[^/.]+(?:\.data)?$/, MESSAGE_FORM_MAX_BYTES],
];

/** The rule for a POST to `pathname`. */
export function formBodyRuleOf(pathname: string): FormBodyRule {
  const file = FILE_FORMS.find(([pattern]) => pattern.test(pathname));
  return file ? { maxBytes: file[1], streamed: true } : { maxBytes: FORM_MAX_BYTES, streamed: false };
}

/**
 * Reads a request body of at most `maxBytes`, or null as soon as it is larger (a chunked body
 * declares no length): nothing more of it is kept, and the caller answers 413 and lets
 * `discardRestOf` take the rest.
 */
export function readBodyWithin(raw: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        raw.off('data', onData);
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    raw.on('data', onData);
    raw.once('end', () => resolve(Buffer.concat(chunks)));
    raw.once('error', reject);
  });
}

/** How much of a body nobody reads is still taken in, and for how long, before the connection is cut. */
export const DISCARD_LIMITS = { bytes: 8 * 1024 * 1024, ms: 5_000 };

/**
 * Takes in and drops what is left of a request body the answer did not need (refused as too large,
 * or a page that answered without reading it): a client still sending then reads the answer instead
 * of a reset connection. A sender that goes on past `DISCARD_LIMITS` has its connection cut.
 */
export function discardRestOf(raw: IncomingMessage, limits = DISCARD_LIMITS): void {
  if (raw.readableEnded || raw.destroyed) return;
  let discarded = 0;
  const cut = () => {
    clearTimeout(timer);
    raw.socket?.destroy();
  };
  const timer = setTimeout(cut, limits.ms);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limits.bytes) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('error', () => clearTimeout(timer));
  raw.resume();
}

/** Whether a multipart body can be read as a form at all (a garbled one is the sender's error). */
export async function isReadableForm(body: Buffer, contentType: string): Promise<boolean> {
  if (!/^\s*multipart\/form-data/i.test(contentType)) return true;
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
