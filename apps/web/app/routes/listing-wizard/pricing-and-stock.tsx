import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { PricingTab } from '../../features/listing-wizard/tabs/pricing-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/pricing-and-stock';

// The listing wizard's pricing and stock tab (spec §2 `/l/:slug/:id/:type/pricing-and-stock`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'pricing-and-stock');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'pricing-and-stock');
}

export default function PricingAndStockStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={PricingTab} loaderData={loaderData} actionData={actionData} />;
}
