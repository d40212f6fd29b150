import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { PhotosTab } from '../../features/listing-wizard/tabs/photos-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/photos';

// The listing wizard's photos tab (spec §2 `/l/:slug/:id/:type/photos`).
export const links: Route.LinksFunction = () => wizardLinks({ photos: true });
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'photos');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'photos');
}

export default function PhotosStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={PhotosTab} loaderData={loaderData} actionData={actionData} />;
}
