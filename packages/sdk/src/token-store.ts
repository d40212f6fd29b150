import type { TokenResponse } from '@mercato/core/contracts/token';

/** Where the SDK keeps the current token: memory, a cookie, … */
export interface TokenStore {
  get(): TokenResponse | null;
  set(token: TokenResponse): void;
  clear(): void;
}

/** A token store in memory (tests, server-side shared anonymous token). */
export function memoryTokenStore(initial: TokenResponse | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    clear: () => {
      token = null;
    },
  };
}

/** Whether a token belongs to a logged-in user (an operator's login as one included). */
export function isUserToken(token: TokenResponse | null): boolean {
  return Boolean(token && token.scope !== 'public-read' && (token.refresh_token || token.is_logged_in_as));
}
