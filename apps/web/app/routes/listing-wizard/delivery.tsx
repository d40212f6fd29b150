import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { DeliveryTab } from '../../features/listing-wizard/tabs/delivery-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/delivery';

// The listing wizard's delivery tab (spec §2 `/l/:slug/:id/:type/delivery`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'delivery');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'delivery');
export default wizardStep<Route.ComponentProps>(DeliveryTab);
