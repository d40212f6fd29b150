import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ApiResponse } from '@mercato/sdk/session';
import { redirect } from 'react-router';
import type { WebSession } from './context.ts';

/**
 * The path of the page a request is for, with its query: a page's data requested by the browser's
 * scripts (`/l/x/checkout.data?…&_routes=…`, `/_root.data` for `/`) names the page, never itself,
 * so that a return path leads back to a page and not to its data.
 */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  // `?index` addresses an index route's action; the page itself has no such parameter.
  url.searchParams.delete('index');
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * The page an anonymous visitor is sent to, remembering where they were going (spec §2): the page
 * of the request, or `from` when the caller knows better (a form's page with what was typed in it).
 */
export function authRedirect(request: Request, from: string = pagePathOf(request)): Response {
  return redirect(`/signup?from=${encodeURIComponent(from)}`);
}

/**
 * The logged-in user's `current_user/show` response (with the given includes), or null for visitors
 * and for sessions the platform no longer accepts.
 */
export async function loadCurrentUser(
  session: WebSession,
  query: Record<string, string | string[]> = {},
): Promise<ApiResponse<CurrentUserResource> | null> {
  if (!session.isLoggedIn) return null;
  try {
    return await session.sdk.currentUser.show(query);
  } catch (error) {
    if (SdkError.is(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The logged-in user, or null for visitors and for sessions the platform no longer accepts. */
export async function getCurrentUser(session: WebSession): Promise<CurrentUserResource | null> {
  return (await loadCurrentUser(session))?.data ?? null;
}

/**
 * Loads the logged-in user or redirects the visitor to sign up (302 with `from`: the request's page,
 * or the one given).
 */
export async function requireUser(
  request: Request,
  session: WebSession,
  from?: string,
): Promise<CurrentUserResource> {
  const user = await getCurrentUser(session);
  if (!user) throw authRedirect(request, from);
  return user;
}
