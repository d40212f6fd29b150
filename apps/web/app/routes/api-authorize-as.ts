import { redirect } from 'react-router';
import { CONSOLE_PATH } from '../lib/console-paths.ts';
import type { Route } from './+types/api-authorize-as';

/**
 * Sharetribe's console address of a login as a user (`SERVER_SHARETRIBE_CONSOLE_URL/api/authorize-as`),
 * so a Web Template pointed at Mercato logs in as users too: on to the console's own step.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${CONSOLE_PATH}/authorize-as${new URL(request.url).search}`);
}
