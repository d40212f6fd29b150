import { loadDefaultSitemap } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-default';

export const loader = (args: Route.LoaderArgs) => loadDefaultSitemap(args);
