import { safeReturnPath } from '@mercato/core/validators/return-path';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { LoaderArgs } from '../../lib/context.ts';
import { beginIdpLogin, completeIdpLogin, findIdentityProvider, idpFailedPath } from './idp.server.ts';
import { clearFlowCookie, flowCookie, pendingCookie, readFlow } from './idp-cookies.server.ts';

/** `GET /api/auth/:idpId`: sends the visitor to the provider to log in (authorization code + PKCE). */
export async function startIdpLogin({ request, params, context }: LoaderArgs) {
  const settings = context.identityProviderSettings;
  const provider = findIdentityProvider(settings, params.idpId);
  if (!provider) throw data('Unknown identity provider', { status: 404 });
  const url = new URL(request.url);
  const from = safeReturnPath(url.searchParams.get('from'), url.origin);
  try {
    const { url, flow } = await beginIdpLogin(settings, provider, from);
    return redirect(url.href, {
      headers: { 'set-cookie': flowCookie(settings, flow), 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error(`identity provider ${provider.id}: could not start a login`, error);
    return redirect(idpFailedPath(from));
  }
}

/**
 * `GET /api/auth/:idpId/callback`: the provider sends the visitor back here. A linked (or
 * verified-email) account is logged in; an unknown identity goes on to /confirm to create one.
 */
export async function finishIdpLogin({ request, params, context }: LoaderArgs) {
  const settings = context.identityProviderSettings;
  const flow = readFlow(settings, request);
  const provider = findIdentityProvider(settings, params.idpId);
  const headers = new Headers({ 'cache-control': 'no-store' });
  headers.append('set-cookie', clearFlowCookie(settings));
  const from = safeReturnPath(flow?.from, new URL(request.url).origin);
  if (!flow || !provider || flow.idpId !== provider.id) return redirect(idpFailedPath(from), { headers });
  const callbackUrl = new URL(request.url);
  // The visitor declined or the provider refused: expected, so nothing to log.
  if (callbackUrl.searchParams.has('error')) return redirect(idpFailedPath(from), { headers });

  let idToken: string;
  try {
    idToken = await completeIdpLogin(settings, provider, callbackUrl, flow);
  } catch (error) {
    // The provider failed, or its response did not match this login (state, nonce, audience…).
    console.error(`identity provider ${provider.id}: login not completed`, error);
    return redirect(idpFailedPath(from), { headers });
  }

  try {
    await context.session.sdk.loginWithIdp({
      idpId: provider.id,
      idpClientId: provider.clientId,
      idpToken: idToken,
    });
    return redirect(from, { headers });
  } catch (error) {
    if (!SdkError.is(error) || error.status !== 401) {
      console.error(`identity provider ${provider.id}: the platform refused the login`, error);
      return redirect(idpFailedPath(from), { headers });
    }
  }
  // Nobody has this identity yet: keep the token briefly so the visitor can confirm their details.
  const pending = pendingCookie(settings, { idpId: provider.id, idToken, from });
  if (!pending) return redirect(idpFailedPath(from), { headers });
  headers.append('set-cookie', pending);
  return redirect('/confirm', { headers });
}
