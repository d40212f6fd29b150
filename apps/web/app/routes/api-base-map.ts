import { loadPlaceBaseMap } from '../features/maps/place-base-map.server.ts';
import type { Route } from './+types/api-base-map';

export const loader = (args: Route.LoaderArgs) => loadPlaceBaseMap(args);
