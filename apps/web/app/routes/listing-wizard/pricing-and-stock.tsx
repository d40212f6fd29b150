import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { PricingTab } from '../../features/listing-wizard/tabs/pricing-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/pricing-and-stock';

// The listing wizard's pricing and stock tab (spec §2 `/l/:slug/:id/:type/pricing-and-stock`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'pricing-and-stock');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'pricing-and-stock');
export default wizardStep<Route.ComponentProps>(PricingTab);
