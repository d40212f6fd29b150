import type { TokenResponse } from '@mercato/core/contracts/token';
import type { Session } from '../session.ts';
import { isUserToken } from '../token-store.ts';

/** The Auth API (`/v1/auth/token`, `/v1/auth/revoke`) as session calls: log in, log out, who is in. */
export function authResource(session: Session) {
  const { tokenStore } = session;
  return {
    /** Logs in with email and password; the user token replaces whatever the store held. */
    async login(params: { username: string; password: string }): Promise<TokenResponse> {
      const token = await session.requestToken({ grant_type: 'password', scope: 'user', ...params });
      tokenStore.set(token);
      return token;
    },
    /** Revokes the session (best effort) and forgets the token. */
    async logout(): Promise<void> {
      const token = tokenStore.get();
      tokenStore.clear();
      if (!token?.refresh_token) return;
      await session
        .postAuthForm('revoke', { token: token.refresh_token }, token.access_token)
        .catch(() => undefined);
    },
    /**
     * Exchanges the session's user token and the client secret for a `trusted:user` token, for
     * privileged transitions. The trusted token is returned, never stored: keep it on the server.
     */
    async exchangeToken(): Promise<TokenResponse> {
      const token = tokenStore.get();
      if (!session.clientSecret) throw new Error('exchangeToken needs the SDK clientSecret');
      if (!isUserToken(token) || !token) throw new Error('exchangeToken needs a logged-in user');
      return session.requestToken({
        grant_type: 'token_exchange',
        client_secret: session.clientSecret,
        subject_token: token.access_token,
      });
    },
    /** Whether the session holds a user token (no network). */
    authInfo(): { isAnonymous: boolean; scope: string | null } {
      const token = tokenStore.get();
      return { isAnonymous: !isUserToken(token), scope: token?.scope ?? null };
    },
  };
}
