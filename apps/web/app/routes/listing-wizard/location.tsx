import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { LocationTab } from '../../features/listing-wizard/tabs/location-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/location';

// The listing wizard's location tab (spec §2 `/l/:slug/:id/:type/location`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'location');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'location');
export default wizardStep<Route.ComponentProps>(LocationTab);
