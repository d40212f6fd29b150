// Where a visitor may be sent back to after logging in, paying or authenticating a card: only a
// path on the same site. Shared by the web app's login and the payments sandbox's 3-D Secure page.

/** The longest return path kept. */
export const MAX_RETURN_PATH_LENGTH = 2000;

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
