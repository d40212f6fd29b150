import { loadSitemapIndex } from '../features/seo/seo.server.ts';
import type { Route } from './+types/sitemap-index';

export function loader(args: Route.LoaderArgs) {
  return loadSitemapIndex(args);
}
