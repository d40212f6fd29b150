import { SIGNUP_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/signup-page';
import { loadSignup, signUp } from '../features/auth/signup.server.ts';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/signup';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(SIGNUP_PAGE_TEXTS, matches);
  return [{ title: t('title') }, { name: 'description', content: t('description') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadSignup(args);
}

export function action(args: Route.ActionArgs) {
  return signUp(args);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupPage loaderData={loaderData} actionData={actionData} />;
}
