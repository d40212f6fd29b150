import { loadRobots } from '../features/seo/seo.server.ts';
import type { Route } from './+types/robots-txt';

export function loader(args: Route.LoaderArgs) {
  return loadRobots(args);
}
