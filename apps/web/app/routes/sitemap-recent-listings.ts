import { loadRecentListingsSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-recent-listings';

export const loader = (args: Route.LoaderArgs) => loadRecentListingsSitemap(args);
