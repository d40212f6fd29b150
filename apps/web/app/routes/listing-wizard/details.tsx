import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { DetailsTab } from '../../features/listing-wizard/tabs/details-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/details';

// The listing wizard's details tab (spec §2 `/l/:slug/:id/:type/details`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'details');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'details');
}

export default function DetailsStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={DetailsTab} loaderData={loaderData} actionData={actionData} />;
}
