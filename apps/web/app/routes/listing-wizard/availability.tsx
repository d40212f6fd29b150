import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { AvailabilityTab } from '../../features/listing-wizard/tabs/availability-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/availability';

// The listing wizard's availability tab (spec §2 `/l/:slug/:id/:type/availability`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'availability');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'availability');
export default wizardStep<Route.ComponentProps>(AvailabilityTab);
