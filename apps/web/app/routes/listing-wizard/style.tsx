import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { ListingWizardPage } from '../../features/listing-wizard/listing-wizard-page.tsx';
import { StyleTab } from '../../features/listing-wizard/tabs/style-tab.tsx';
import { wizardLinks, wizardMeta } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/style';

// The listing wizard's style tab (spec §2 `/l/:slug/:id/:type/style`).
export const links: Route.LinksFunction = () => wizardLinks();
export const meta = wizardMeta;

export function loader(args: Route.LoaderArgs) {
  return loadListingWizard(args, 'style');
}

export function action(args: Route.ActionArgs) {
  return saveListingWizard(args, 'style');
}

export default function StyleStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingWizardPage Tab={StyleTab} loaderData={loaderData} actionData={actionData} />;
}
