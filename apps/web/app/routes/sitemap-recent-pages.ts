import { loadRecentPagesSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-recent-pages';

export function loader(args: Route.LoaderArgs) {
  return loadRecentPagesSitemap(args);
}
