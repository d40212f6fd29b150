import { loadWebManifest } from '../features/seo/seo.server.ts';
import type { Route } from './+types/site-webmanifest';

export function loader(args: Route.LoaderArgs) {
  return loadWebManifest(args);
}
