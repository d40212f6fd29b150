import { EMAIL_VERIFICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/email-verification-page';
import { resendVerification, verifyEmail } from '../features/accounts/verify-email.server.ts';
import { VerifyEmailPage } from '../features/accounts/verify-email-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/verify-email';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(EMAIL_VERIFICATION_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return verifyEmail(args);
}

export function action(args: Route.ActionArgs) {
  return resendVerification(args);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage loaderData={loaderData} actionData={actionData} />;
}
