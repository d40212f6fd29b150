import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { DeliveryTab } from '../../features/listing-wizard/tabs/delivery-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/delivery';

// The listing wizard's delivery tab (spec §2 `/l/:slug/:id/:type/delivery`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'delivery');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'delivery');
}

export default function DeliveryStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={DeliveryTab} loaderData={loaderData} actionData={actionData} />;
}
