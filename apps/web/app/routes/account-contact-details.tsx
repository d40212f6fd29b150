import { CONTACT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/contact-details-page';
import { loadContactDetails, saveContactDetails } from '../features/accounts/contact-details.server.ts';
import { ContactDetailsPage } from '../features/accounts/contact-details-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-contact-details';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(CONTACT_DETAILS_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadContactDetails(args);
}

export function action(args: Route.ActionArgs) {
  return saveContactDetails(args);
}

export default function ContactDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactDetailsPage loaderData={loaderData} actionData={actionData} />;
}
