import { initiateLoginAs } from '../features/login-as/login-as.server.ts';
import type { Route } from './+types/api-initiate-login-as';

/** The start of a login as a user (the console's "Log in as" links here, as to the Web Template's). */
export const loader = (args: Route.LoaderArgs) => initiateLoginAs(args);
