import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { authRedirect } from './auth.server.ts';
import { noAccessPathFor } from './no-access.ts';

/** What a page does when the platform refuses to show what it reads. */
export type ReadRefusal =
  | { kind: 'not-found' }
  | { kind: 'no-access'; path: string }
  | { kind: 'log-in' }
  | { kind: 'other' };

/**
 * How a page answers a refused read: unknown things are 404 (an id the API calls malformed too);
 * a missing right leads to its NoAccessPage; any other 401 or 403 is a private marketplace asking
 * the visitor to log in (spec §6).
 */
export function readRefusalOf(error: Pick<SdkError, 'status' | 'code'>): ReadRefusal {
  if (error.status === 404 || error.status === 400) return { kind: 'not-found' };
  if (error.status === 401 || error.status === 403) {
    const path = noAccessPathFor(error.code);
    return path ? { kind: 'no-access', path } : { kind: 'log-in' };
  }
  return { kind: 'other' };
}

/** Turns a refused read into the page's answer (404, redirect); anything else is thrown again. */
export function throwReadRefusal(error: unknown, request: Request): never {
  if (!SdkError.is(error)) throw error;
  const refusal = readRefusalOf(error);
  switch (refusal.kind) {
    case 'not-found':
      throw data(null, { status: 404 });
    case 'no-access':
      throw redirect(refusal.path);
    case 'log-in':
      throw authRedirect(request);
    default:
      throw error;
  }
}
