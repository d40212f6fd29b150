import { createHash, randomBytes } from 'node:crypto';
import { SdkError } from '@mercato/sdk/sdk-error';
import { redirect } from 'react-router';
import { z } from 'zod';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { cookieHeader, readCookie, seal, unseal } from '../../lib/sealed-cookie.server.ts';

// Logging in as a user from the console (issue #30, ADR 019), as the Sharetribe Web Template does
// it: `/api/initiate-login-as` keeps a state and a PKCE verifier in a short-lived sealed cookie and
// sends the operator to the console's `authorize-as`, which answers with a one-time code at
// `/api/login-as`; that exchanges it (`sdk.loginAs`) for the user's session.

/** The cookie that carries the flow's state and verifier from the start to the end. */
const LOGIN_AS_COOKIE = 'mercato_login_as';
/** How long an operator has to get from the start to the end (the console's login included). */
const LOGIN_AS_COOKIE_SECONDS = 10 * 60;
/** Where the console sends the code: this site's end of the flow. */
export const LOGIN_AS_PATH = '/api/login-as';

const FlowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  target: z.string(),
  exp: z.number(),
});

/** A page of this site to land on after the login: a path, else the front page. */
function targetPathOf(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

/** What failed, as a page an operator reads (no marketplace frame: this is a step between two). */
function failure(status: number, message: string, setCookie?: string): Response {
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  if (setCookie) headers.set('set-cookie', setCookie);
  return new Response(`${message}\n`, { status, headers });
}

/** `/api/initiate-login-as?user_id=…[&target_path=…]`: the start of the flow, then to the console. */
export function initiateLoginAs({ request, context }: LoaderArgs): Response {
  const url = new URL(request.url);
  const userId = z.uuid().safeParse(url.searchParams.get('user_id'));
  if (!userId.success) return failure(400, 'Logging in as a user needs the user_id of a user.');
  const state = randomBytes(16).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const flow = { state, verifier, target: targetPathOf(url.searchParams.get('target_path')) };
  const settings = context.identityProviderSettings;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: context.clientId,
    redirect_uri: `${context.rootUrl}${LOGIN_AS_PATH}`,
    user_id: userId.data,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return redirect(`${CONSOLE_PATH}/authorize-as?${query}`, {
    headers: {
      'set-cookie': cookieHeader(LOGIN_AS_COOKIE, seal(settings.cookieKey, flow, LOGIN_AS_COOKIE_SECONDS), {
        path: LOGIN_AS_PATH,
        maxAge: LOGIN_AS_COOKIE_SECONDS,
        secure: settings.secureCookies,
      }),
    },
  });
}

/**
 * `/api/login-as?code=…&state=…`: the console's answer. The state must be this browser's, the code
 * is exchanged with its verifier, and the user's session replaces whatever this browser held.
 */
export async function completeLoginAs({ request, context }: LoaderArgs): Promise<Response> {
  const url = new URL(request.url);
  const settings = context.identityProviderSettings;
  const flow = unseal(settings.cookieKey, FlowSchema, readCookie(request, LOGIN_AS_COOKIE));
  const spent = cookieHeader(LOGIN_AS_COOKIE, '', {
    path: LOGIN_AS_PATH,
    maxAge: 0,
    secure: settings.secureCookies,
  });
  const code = url.searchParams.get('code');
  if (!flow || !code || url.searchParams.get('state') !== flow.state) {
    return failure(
      400,
      'This login as a user has expired or was started in another browser. Start it again from the console.',
      spent,
    );
  }
  try {
    await context.session.sdk.logout();
    await context.session.sdk.loginAs({
      code,
      redirectUri: `${context.rootUrl}${LOGIN_AS_PATH}`,
      codeVerifier: flow.verifier,
    });
  } catch (error) {
    if (!SdkError.is(error) || error.status >= 500) throw error;
    return failure(
      400,
      'The login as a user was refused: its code has expired or was used. Start it again from the console.',
      spent,
    );
  }
  return redirect(flow.target, { headers: { 'set-cookie': spent } });
}
