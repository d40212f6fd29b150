import { CONFIRM_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/confirm-page';
import { confirmIdpSignup, loadConfirm } from '../features/auth/confirm.server.ts';
import { ConfirmPage } from '../features/auth/confirm-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/confirm';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(CONFIRM_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadConfirm(args);
}

export function action(args: Route.ActionArgs) {
  return confirmIdpSignup(args);
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmPage loaderData={loaderData} actionData={actionData} />;
}
