import { CONSOLE_LISTING_TEXTS } from '@mercato/core/texts/catalogs/console/console-listings';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { changeListing, loadListing } from '../../features/console/listing.server.ts';
import { ListingPage } from '../../features/console/listing-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/listing';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.listing.title ?? consoleTexts(CONSOLE_LISTING_TEXTS)('title') },
];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadListing(args);
export const action = (args: Route.ActionArgs) => changeListing(args);
export default routePage<Route.ComponentProps>(ListingPage);
