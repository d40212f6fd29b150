import sharetribeSdk from 'sharetribe-flex-sdk';
import { buildSignup } from '../api-client.ts';

/**
 * The official sharetribe-flex-sdk, unchanged, as the web client against `baseUrl`, its tokens in
 * a memory store; `options` add to or override those (a client secret, a token store…).
 */
export function officialSdk(baseUrl: string, options: Record<string, unknown> = {}) {
  return sharetribeSdk.createInstance({
    clientId: 'mercato-web',
    baseUrl,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(),
    ...options,
  });
}

/** An official SDK of a new user, signed up and logged in through it, and the user's id (a UUID). */
export async function signedUpSdk(baseUrl: string, options: Record<string, unknown> = {}) {
  const sdk = officialSdk(baseUrl, options);
  const signup = buildSignup();
  const created = await sdk.currentUser.create(signup);
  await sdk.login({ username: signup.email, password: signup.password });
  return { sdk, id: created.data.data.id, password: signup.password as string };
}

/**
 * An official SDK holding a user's `trusted:user` token (exchanged by `sdk`) in a memory store, as
 * the web's getTrustedSdk makes it for privileged transitions, and the exchanged token.
 */
export async function trustedSdkOf(
  baseUrl: string,
  sdk: ReturnType<typeof officialSdk>,
  options: Record<string, unknown> = {},
) {
  const exchanged = await sdk.exchangeToken();
  const tokenStore = sharetribeSdk.tokenStore.memoryStore();
  tokenStore.setToken(exchanged.data);
  return { trusted: officialSdk(baseUrl, { ...options, tokenStore }), exchanged };
}
