import { legalPageIdOf, loadContentPage } from '../features/content/content-page.server.ts';
import type { Route } from './+types/legal';

// `/terms-of-service` and `/privacy-policy`: content pages at addresses of their own, drawn as
// cms-page.tsx draws them.
export { default, meta } from './cms-page.tsx';

export const loader = (args: Route.LoaderArgs) =>
  loadContentPage(args, legalPageIdOf(new URL(args.request.url).pathname));
