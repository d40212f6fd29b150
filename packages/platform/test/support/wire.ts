import { API_ERRORS } from '@mercato/core/errors/api-errors';
import type { LightMyRequestResponse } from 'fastify';
import transit from 'transit-js';
import { decodeTransit } from '../../src/http/wire-codec.ts';
import type { RouteArea } from './route-table.ts';

/** How a request body is written. */
export type BodyEncoding = 'json' | 'transit' | 'form' | 'multipart' | 'raw';

/** A multipart file part (a plain string value is a text field). */
export interface FilePart {
  file: Buffer;
  filename?: string;
  type?: string;
}

const transitWriter = transit.writer('json');

// Object keys become keywords, as the official SDK writes them.
function toTransitTree(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toTransitTree);
  if (value && typeof value === 'object') {
    const entries: unknown[] = [];
    for (const [k, v] of Object.entries(value)) entries.push(transit.keyword(k), toTransitTree(v));
    return transit.map(entries);
  }
  return value;
}

/** Writes a body in one encoding; returns the payload and its Content-Type. */
export function encodeBody(
  body: Record<string, unknown>,
  encoding: BodyEncoding,
): { payload: string | Buffer; contentType: string } {
  switch (encoding) {
    case 'json':
      return { payload: JSON.stringify(body), contentType: 'application/json' };
    case 'transit':
      return { payload: transitWriter.write(toTransitTree(body)), contentType: 'application/transit+json' };
    case 'form': {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(body)) {
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      }
      return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart':
      return encodeMultipart(body);
    case 'raw':
      // A body sent as it is (a file's bytes to its upload URL): `{ data, type }`.
      return { payload: body.data as Buffer, contentType: String(body.type) };
  }
}

/** A multipart/form-data body with a fixed boundary: FilePart values are files, others text fields. */
export function encodeMultipart(body: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = '----mercato-suite-boundary-7d93';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(body)) {
    const part = value as Partial<FilePart>;
    if (part && typeof part === 'object' && Buffer.isBuffer(part.file)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename ?? 'upload.png'}"\r\n` +
            `Content-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The decoded body of an API response, Transit or JSON by its Content-Type; undefined if neither. */
export function decodeResponse(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/transit+json')) return decodeTransit(res.body);
  if (type.startsWith('application/json')) return JSON.parse(res.body);
  return undefined;
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

/**
 * What is wrong with an error response, or [] when it keeps the promises of the error handler
 * (`src/http/error-handler.ts`): every /v1 error, auth API included, is `{errors: [{id, status,
 * code, title}]}` in the negotiated format, with catalogued codes and the HTTP status; root routes
 * (image files, the mail page) answer plain text or HTML. Nothing shows a stack trace.
 */
export function errorFormatProblems(res: LightMyRequestResponse, area: RouteArea, method: string): string[] {
  const problems: string[] = [];
  if (STACK_TRACE.test(res.body)) problems.push('the body shows internals (a stack trace or source path)');
  if (method === 'HEAD') return problems;
  if (area === 'root') return problems;
  let body: unknown;
  try {
    body = decodeResponse(res);
  } catch (error) {
    return [...problems, `undecodable ${res.headers['content-type']} body: ${(error as Error).message}`];
  }
  if (body === undefined)
    return [...problems, `content-type ${res.headers['content-type']} is not JSON or Transit`];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return [...problems, 'no errors array'];
  for (const [i, error] of errors.entries()) {
    const e = error as Record<string, unknown>;
    if (typeof e.id !== 'string' || !/^[0-9a-f-]{36}$/.test(e.id))
      problems.push(`errors[${i}].id is not a uuid`);
    if (e.status !== res.statusCode)
      problems.push(`errors[${i}].status ${String(e.status)} ≠ ${res.statusCode}`);
    if (typeof e.code !== 'string' || !(e.code in API_ERRORS)) {
      problems.push(`errors[${i}].code ${String(e.code)} is not catalogued`);
    } else if (i === 0 && API_ERRORS[e.code as keyof typeof API_ERRORS].status !== res.statusCode) {
      problems.push(`errors[0].code ${e.code} is not a ${res.statusCode}`);
    }
    if (typeof e.title !== 'string' || e.title.length === 0) problems.push(`errors[${i}].title is missing`);
  }
  return problems;
}

/** The error codes of a response body (JSON or Transit). */
export function errorCodesOf(res: LightMyRequestResponse): string[] {
  try {
    const body = decodeResponse(res) as { errors?: { code?: string }[] } | undefined;
    return (body?.errors ?? []).map((e) => String(e.code));
  } catch {
    return [];
  }
}
