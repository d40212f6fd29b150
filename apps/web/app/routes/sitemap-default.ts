import { loadDefaultSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-default';

export function loader(args: Route.LoaderArgs) {
  return loadDefaultSitemap(args);
}
