import { loadPlaceSuggestions } from '../features/places/places.server.ts';
import type { Route } from './+types/api-places';

export const loader = (args: Route.LoaderArgs) => loadPlaceSuggestions(args);
