import { CHANGE_PASSWORD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/change-password-page';
import { changePassword, loadChangePassword } from '../features/accounts/change-password.server.ts';
import { ChangePasswordPage } from '../features/accounts/change-password-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-change-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(CHANGE_PASSWORD_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadChangePassword(args);
}

export function action(args: Route.ActionArgs) {
  return changePassword(args);
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  return <ChangePasswordPage actionData={actionData} />;
}
