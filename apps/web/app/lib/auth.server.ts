import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ApiResponse } from '@mercato/sdk/session';
import { redirect } from 'react-router';
import type { WebSession } from './context.ts';

const MAX_RETURN_PATH_LENGTH = 2000;

// Characters browsers drop or reinterpret while resolving a Location (tab, CR/LF and other
// controls are stripped, a backslash becomes a slash), which is how `/\t/evil.example` turns into
// `//evil.example`. No genuine return path contains them.
function hasMisleadingCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A same-site path (path, query and hash) to return to after login; anything else becomes `/`.
 * `from` is resolved against the site's origin the way a browser would and must stay on it; the
 * result is the parsed URL's own percent-encoded form, safe to put in a Location header.
 */
export function safeReturnPath(from: string | null | undefined, siteOrigin: string): string {
  if (!from || from.length > MAX_RETURN_PATH_LENGTH || hasMisleadingCharacters(from)) return '/';
  const origin = new URL(siteOrigin).origin;
  if (!from.startsWith('/') && !from.startsWith(`${origin}/`)) return '/';
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a leading `//` (`/..//evil.example`), a protocol-relative URL.
  if (path.startsWith('//') || path.length > MAX_RETURN_PATH_LENGTH) return '/';
  return path;
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
