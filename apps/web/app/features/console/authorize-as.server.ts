import { SdkError } from '@mercato/sdk/sdk-error';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';

/** What a login-as link asks of the console (the Web Template's `authorize-as` parameters). */
const AuthorizeAsQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(2000),
  user_id: z.uuid(),
  state: z.string().min(1).max(200),
  code_challenge: z.string().min(1).max(200),
  code_challenge_method: z.literal('S256'),
});

/**
 * `/console/authorize-as`: the console's part of a login as a user (ADR 019). A logged-in operator's
 * console asks the admin API for a one-time code (recorded in the audit log) and sends the browser
 * on to the marketplace's login-as address with it; a link that is not right is said so.
 */
export async function authorizeAs(args: LoaderArgs): Promise<{ problem: 'incomplete' | string }> {
  const url = new URL(args.request.url);
  const query = AuthorizeAsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return { problem: 'incomplete' };
  const q = query.data;
  let issued: { code: string; redirectUri: string };
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.createLoginAsCode({
        userId: q.user_id,
        clientId: q.client_id,
        redirectUri: q.redirect_uri,
        codeChallenge: q.code_challenge,
        codeChallengeMethod: 'S256',
      }),
    );
    issued = res.data.attributes;
  } catch (error) {
    if (SdkError.is(error) && error.status === 400) {
      return { problem: error.errors.map((e) => e.title).join('; ') || 'incomplete' };
    }
    throw error;
  }
  const target = new URL(issued.redirectUri);
  target.searchParams.set('code', issued.code);
  target.searchParams.set('state', q.state);
  throw redirect(target.href);
}
