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
  return { sdk, id: created.data.data.id };
}
