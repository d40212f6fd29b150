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
    /**
     * Logs in as a user with the one-time code the operator's console sent (`loginAs` of the official
     * SDK: the `authorization_code` grant with the PKCE verifier). The token has no refresh token.
     */
    async loginAs(params: {
      code: string;
      redirectUri: string;
      codeVerifier: string;
    }): Promise<TokenResponse> {
      const token = await session.requestToken({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: params.redirectUri,
        code_verifier: params.codeVerifier,
      });
      const stored = { ...token, is_logged_in_as: true };
      tokenStore.set(stored);
      return stored;
    },
    /** Revokes the session (best effort) and forgets the token. */
    async logout(): Promise<void> {
      const token = tokenStore.get();
      tokenStore.clear();
      if (!token || !isUserToken(token)) return;
      // A login as a user has no refresh token: its access token names the session to end.
      const form: Record<string, string> = token.refresh_token ? { token: token.refresh_token } : {};
      await session.postAuthForm('revoke', form, token.access_token).catch(() => undefined);
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
    /** Whether the session holds a user token, and whether it is an operator's login as them (no network). */
    authInfo(): { isAnonymous: boolean; scope: string | null; isLoggedInAs: boolean } {
      const token = tokenStore.get();
      return {
        isAnonymous: !isUserToken(token),
        scope: token?.scope ?? null,
        isLoggedInAs: isUserToken(token) && token?.is_logged_in_as === true,
      };
    },
  };
}
