import { completeLoginAs } from '../features/login-as/login-as.server.ts';
import type { Route } from './+types/api-login-as';

/** The end of a login as a user: the console's one-time code becomes the user's session. */
export const loader = (args: Route.LoaderArgs) => completeLoginAs(args);
