import { loadPlaceSuggestions } from '../features/places/places.server.ts';
import type { Route } from './+types/api-places';

export function loader(args: Route.LoaderArgs) {
  return loadPlaceSuggestions(args);
}
