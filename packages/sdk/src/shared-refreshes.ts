import type { TokenResponse } from '@mercato/core/contracts/token';

/**
 * Refreshes shared by every session of one process that presents the same refresh token.
 *
 * Refresh tokens rotate, and the platform treats a second use of one as theft and ends the login
 * session. A browser that sends two requests at once with an expired access token reaches the web
 * server as two sessions holding the same refresh token; each would refresh, and the second would
 * log the user out. With one `SharedRefreshes` per web server, the second request gets the first
 * one's new tokens (and sets them as its own cookie) instead of using the old token again.
 */
export interface SharedRefreshes {
  /** The refresh of `refreshToken` under way or just done, else `refresh()` started now. */
  share(refreshToken: string, refresh: () => Promise<TokenResponse>): Promise<TokenResponse>;
}

/**
 * Keeps each refresh for `keepMs` after it started (a request that arrives later with the old
 * token is not racing any more: its browser already has the new cookie, or the token leaked),
 * at most `maxEntries` at once.
 */
export function sharedRefreshes(
  options: { keepMs?: number; maxEntries?: number; now?: () => number } = {},
): SharedRefreshes {
  const keepMs = options.keepMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; promise: Promise<TokenResponse> }>();
  const forgetOld = (time: number) => {
    for (const [token, entry] of entries) {
      if (time - entry.at < keepMs) break; // Insertion order is start order.
      entries.delete(token);
    }
  };
  return {
    share(refreshToken, refresh) {
      const time = now();
      forgetOld(time);
      const found = entries.get(refreshToken);
      if (found) return found.promise;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const promise = refresh();
      entries.set(refreshToken, { at: time, promise });
      // A failed refresh is not kept: the next request may try again (the token may still be good).
      promise.catch(() => entries.delete(refreshToken));
      return promise;
    },
  };
}
