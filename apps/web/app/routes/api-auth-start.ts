import { data, redirect } from 'react-router';
import { beginIdpLogin, findIdentityProvider, idpFailedPath } from '../features/auth/idp.server.ts';
import { flowCookie } from '../features/auth/idp-cookies.server.ts';
import { safeReturnPath } from '../lib/auth.server.ts';
import type { Route } from './+types/api-auth-start';

/** `GET /api/auth/:idpId`: sends the visitor to the provider to log in (authorization code + PKCE). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
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
