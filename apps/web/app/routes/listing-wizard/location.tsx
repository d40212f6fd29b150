import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { LocationTab } from '../../features/listing-wizard/tabs/location-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/location';

// The listing wizard's location tab (spec §2 `/l/:slug/:id/:type/location`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'location');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'location');
}

export default function LocationStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={LocationTab} loaderData={loaderData} actionData={actionData} />;
}
