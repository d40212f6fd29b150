import { redirect } from 'react-router';

/**
 * `/l` and `/u` (spec §2 "base page"): the stems of listing and profile addresses name no page of
 * their own, so they lead to the landing page, as the Web Template's base pages do.
 */
export function loader() {
  return redirect('/');
}
