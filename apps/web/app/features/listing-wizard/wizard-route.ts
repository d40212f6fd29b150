// What every wizard route module (`routes/listing-new.tsx`, `routes/listing-wizard/*.tsx`) shares
// besides the shell: its style sheets and its title. The tab form is the only part that differs.
import accountStylesHref from '../../styles/account.css?url';
import photoStylesHref from '../../styles/listing-photos.css?url';
import wizardStylesHref from '../../styles/listing-wizard.css?url';
import listingStylesHref from '../../styles/listings.css?url';
import type { ListingWizardData } from './listing-wizard.server.ts';

/** The wizard's style sheets; the photos tab adds its own. */
export function wizardLinks(options: { photos?: boolean } = {}) {
  const hrefs = [accountStylesHref, listingStylesHref, wizardStylesHref];
  if (options.photos) hrefs.push(photoStylesHref);
  return hrefs.map((href) => ({ rel: 'stylesheet', href }));
}

/** The page title: the listing's, once it has one. */
export function wizardMeta({ loaderData }: { loaderData: ListingWizardData | undefined }) {
  return [{ title: loaderData?.listing ? `Edit listing: ${loaderData.listing.title}` : 'New listing' }];
}
