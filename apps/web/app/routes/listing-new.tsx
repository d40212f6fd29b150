import { loadListingWizard, saveListingWizard } from '../features/listing-wizard/listing-wizard.server.ts';
import { DetailsTab } from '../features/listing-wizard/tabs/details-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/listing-new';

// A listing not yet created (spec §2 `/l/new`): the details tab, saved as a draft when continued.
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'details');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'details');
export default wizardStep<Route.ComponentProps>(DetailsTab);
