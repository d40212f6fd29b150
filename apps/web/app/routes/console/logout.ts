import { redirect } from 'react-router';
import { consoleLogOut } from '../../features/console/console-login.server.ts';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { Route } from './+types/logout';

/** Ends the console session (POST only, so a link or prefetch cannot log an operator out). */
export const action = (args: Route.ActionArgs) => consoleLogOut(args);

export function loader() {
  return redirect(CONSOLE_PATH);
}
