import { startIdpLogin } from '../features/auth/idp-login.server.ts';
import type { Route } from './+types/api-auth-start';

export function loader(args: Route.LoaderArgs) {
  return startIdpLogin(args);
}
