import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { PricingTab } from '../../features/listing-wizard/tabs/pricing-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/pricing';

// The listing wizard's pricing tab (spec §2 `/l/:slug/:id/:type/pricing`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'pricing');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'pricing');
export default wizardStep<Route.ComponentProps>(PricingTab);
