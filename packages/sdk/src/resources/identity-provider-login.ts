import { type TokenResponse, TokenResponseSchema } from '@mercato/core/contracts/token';
import { errorOf, type Session } from '../session.ts';

/** `POST /v1/auth/auth_with_idp`: logging in with an identity provider's ID token. */
export function identityProviderLoginResource(session: Session) {
  return {
    /**
     * Logs in with an identity provider's ID token (trusted: needs the client secret). A 401 means
     * no account is linked to that identity yet.
     */
    async loginWithIdp(params: {
      idpId: string;
      idpClientId: string;
      idpToken: string;
    }): Promise<TokenResponse> {
      if (!session.clientSecret)
        throw new Error('loginWithIdp needs the SDK to be configured with clientSecret');
      const res = await session.postAuthForm('auth_with_idp', {
        client_id: session.clientId,
        client_secret: session.clientSecret,
        idp_id: params.idpId,
        idp_client_id: params.idpClientId,
        idp_token: params.idpToken,
      });
      if (res.status !== 200) throw errorOf(res);
      const token = TokenResponseSchema.parse(JSON.parse(res.body));
      session.tokenStore.set(token);
      return token;
    },
  };
}
