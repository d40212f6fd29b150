import { CONSOLE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/console/console-listings';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadListings } from '../../features/console/listings.server.ts';
import { ListingsPage } from '../../features/console/listings-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/listings';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_LISTINGS_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadListings(args);
export default routePage<Route.ComponentProps>(ListingsPage);
