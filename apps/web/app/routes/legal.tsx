import { legalPageIdOf, loadContentPage } from '../features/content/content-page.server.ts';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import type { Route } from './+types/legal';

// `/terms-of-service` and `/privacy-policy`: content pages at addresses of their own, drawn as
// cms-page.tsx draws them.
export { default, meta } from './cms-page.tsx';

// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  loadContentPage(args, legalPageIdOf(new URL(args.request.url).pathname));
