import { loadSitemapIndex } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-index';

export const loader = (args: Route.LoaderArgs) => loadSitemapIndex(args);
