import { loadWebManifest } from '../features/seo/seo.server.ts';
import type { Route } from './+types/site-webmanifest';

export const loader = (args: Route.LoaderArgs) => loadWebManifest(args);
