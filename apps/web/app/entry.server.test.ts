import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server.tsx';

// What a page's failure on the server leaves: a log line and, with an error tracker (SENTRY_DSN),
// a report; a request the app refused on its own terms, or one the visitor abandoned, neither.
describe('handleError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const contextWith = (reportError: (error: unknown) => void) =>
    ({ reportError }) as unknown as AppLoadContext;

  it('logs and reports an error of a loader, an action or the rendering', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: unknown[] = [];
    const error = new Error('the listing view could not be built');
    handleError(error, {
      request: new Request('http://localhost/l/x/1'),
      context: contextWith((e) => reported.push(e)),
    });
    expect(reported).toEqual([error]);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it('neither logs nor reports a refusal below 500 or an abandoned request', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: unknown[] = [];
    const context = contextWith((e) => reported.push(e));
    // What React Router hands over for a refusal: an error response (isRouteErrorResponse).
    const notFound = { status: 404, statusText: 'Not Found', internal: true, data: 'No such page' };
    handleError(notFound, { request: new Request('http://localhost/nowhere'), context });
    const abandoned = new AbortController();
    abandoned.abort();
    handleError(new Error('too late'), {
      request: new Request('http://localhost/s', { signal: abandoned.signal }),
      context,
    });
    expect(reported).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});
