import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { DetailsTab } from '../../features/listing-wizard/tabs/details-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/details';

// The listing wizard's details tab (spec §2 `/l/:slug/:id/:type/details`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'details');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'details');
export default wizardStep<Route.ComponentProps>(DetailsTab);
