import { startIdpLogin } from '../features/auth/idp-login.server.ts';
import type { Route } from './+types/api-auth-start';

export const loader = (args: Route.LoaderArgs) => startIdpLogin(args);
