import { LOGIN_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/login-page';
import { loadLogin, logIn } from '../features/auth/login.server.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(LOGIN_PAGE_TEXTS, matches);
  return [{ title: t('title') }, { name: 'description', content: t('description') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadLogin(args);
}

export function action(args: Route.ActionArgs) {
  return logIn(args);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage loaderData={loaderData} actionData={actionData} />;
}
