import { loadRobots } from '../features/seo/seo.server.ts';
import type { Route } from './+types/robots-txt';

export const loader = (args: Route.LoaderArgs) => loadRobots(args);
