import { loadRecentListingsSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-recent-listings';

export function loader(args: Route.LoaderArgs) {
  return loadRecentListingsSitemap(args);
}
