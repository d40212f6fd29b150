import { finishIdpLogin } from '../features/auth/idp-login.server.ts';
import type { Route } from './+types/api-auth-callback';

export function loader(args: Route.LoaderArgs) {
  return finishIdpLogin(args);
}
