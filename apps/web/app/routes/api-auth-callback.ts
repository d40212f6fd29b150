import { finishIdpLogin } from '../features/auth/idp-login.server.ts';
import type { Route } from './+types/api-auth-callback';

export const loader = (args: Route.LoaderArgs) => finishIdpLogin(args);
