import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/** Logs out (POST only, so a link or prefetch cannot log anyone out). */
export async function action({ context }: Route.ActionArgs) {
  await context.session.sdk.logout();
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
