import { safeReturnPath } from '@mercato/core/validators/return-path';
import { redirect } from 'react-router';
import { getCurrentUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';

/** How the login or signup action answers a refused post. */
export interface AuthActionData {
  errors: FieldErrors;
  formError: string | null;
}

/**
 * What both tabs of the authentication screen load: logged-in users go straight back to where
 * they were going; visitors get the return path (checked) and the identity providers.
 */
export async function loadAuthPage({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  if (await getCurrentUser(context.session)) throw redirect(safeReturnPath(from, url.origin));
  return { from: from ? safeReturnPath(from, url.origin) : null, providers: context.identityProviders };
}

/**
 * Where a successful login or signup goes. The hidden `from` field is as untrusted as the query it
 * came from, so it is checked again; the hash the browser kept (`fromHash`) is added back.
 */
export function returnPathOf(form: FormData, siteOrigin: string): string {
  const from = form.get('from');
  const hash = form.get('fromHash');
  const path = safeReturnPath(typeof from === 'string' ? from : null, siteOrigin);
  return typeof hash === 'string' && /^#[\w\-./%=&]{1,200}$/.test(hash) && !path.includes('#')
    ? `${path}${hash}`
    : path;
}
