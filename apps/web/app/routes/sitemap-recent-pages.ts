import { loadRecentPagesSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-recent-pages';

export const loader = (args: Route.LoaderArgs) => loadRecentPagesSitemap(args);
