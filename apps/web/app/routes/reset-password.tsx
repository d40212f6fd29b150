import { PASSWORD_RESET_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-reset-page';
import { loadPasswordReset, resetPassword } from '../features/accounts/reset-password.server.ts';
import { PasswordResetPage } from '../features/accounts/reset-password-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/reset-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(PASSWORD_RESET_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadPasswordReset(args);
}

export function action(args: Route.ActionArgs) {
  return resetPassword(args);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordResetPage loaderData={loaderData} actionData={actionData} />;
}
