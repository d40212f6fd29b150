import { redirect } from 'react-router';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/inbox';

/** `/inbox` redirects to the sales tab (spec §2); visitors are sent to sign up first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.session);
  return redirect('/inbox/sales');
}
