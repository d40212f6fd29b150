/**
 * The cookie of an operator's preview (ADR 019): the token of a preview link, set by `/preview` and
 * read on every page, which then renders from the asset tree with the unsaved draft laid over it.
 * httpOnly; SameSite=Lax so that a preview link opened from the console or an email sets it; it
 * ends with the link. Named `mercato_*`, so no page rendered with it is kept for others.
 */
export const PREVIEW_COOKIE = 'mercato_preview';

/** What a preview token looks like (32 random bytes, base64url); anything else is no preview. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value is shaped like a preview link's token. */
export function isPreviewToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** The preview token of a Cookie header, if a well-formed one is there. */
export function previewTokenOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === PREVIEW_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isPreviewToken(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie value that starts a preview for `seconds`, or ends it (`token` null). */
export function serializePreviewCookie(
  token: string | null,
  seconds: number,
  options: { secure: boolean },
): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  if (!token) return [`${PREVIEW_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${PREVIEW_COOKIE}=${token}`, `Max-Age=${Math.max(1, Math.floor(seconds))}`, ...attributes].join(
    '; ',
  );
}
