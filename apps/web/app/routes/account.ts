import { redirect } from 'react-router';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/account';

/** `/account` opens the first account settings tab (spec §2); visitors are asked to log in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.session);
  return redirect('/account/contact-details');
}
