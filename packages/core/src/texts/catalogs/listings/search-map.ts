import { defineTexts } from '../../ui-texts.ts';

/** The search page's map of the results and its controls. */
export const SEARCH_MAP_TEXTS = defineTexts('SearchMap', {
  mapOfResults: 'Map of the results',
  theResults: 'the results',
  moveTheMap: 'Move the map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  moveNorth: 'Move the map north',
  moveWest: 'Move the map west',
  moveEast: 'Move the map east',
  moveSouth: 'Move the map south',
  nothingToShow: 'No listings to show on the map.',
  noneLocated: 'None of these listings has a location on the map.',
  onTheMap: '{pins, plural, one {# listing} other {# listings}} on the map.',
  partlyOnTheMap:
    '{pins, plural, one {# listing} other {# listings}} on the map; {unlocated} without a location.',
  searchAsMoved: 'Search as I move the map',
  searchThisArea: 'Search this area',
  /** A marker standing for pins too close to tell apart; it zooms the map in on them. */
  cluster: '{count, plural, one {# listing} other {# listings}}',
  clusterTitle: '{count, plural, one {# listing} other {# listings}} here: zoom in',
});
