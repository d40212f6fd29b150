import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { AvailabilityTab } from '../../features/listing-wizard/tabs/availability-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/availability';

// The listing wizard's availability tab (spec §2 `/l/:slug/:id/:type/availability`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'availability');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'availability');
}

export default function AvailabilityStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={AvailabilityTab} loaderData={loaderData} actionData={actionData} />;
}
