import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ApiResponse } from '@mercato/sdk/session';
import { redirect } from 'react-router';
import type { WebSession } from './context.ts';

/** A same-site path to return to after login; anything else (other hosts, `//x`) becomes `/`. */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return from.length > 2000 ? '/' : from;
}

/** The page an anonymous visitor is sent to, remembering where they were going (spec §2). */
export function authRedirect(request: Request): Response {
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}${url.hash}`;
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

/** Loads the logged-in user or redirects the visitor to sign up (302 with `from`). */
export async function requireUser(request: Request, session: WebSession): Promise<CurrentUserResource> {
  const user = await getCurrentUser(session);
  if (!user) throw authRedirect(request);
  return user;
}
