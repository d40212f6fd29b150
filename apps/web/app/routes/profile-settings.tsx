import { PROFILE_SETTINGS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-settings-page';
import { loadProfileSettings, saveProfileSettings } from '../features/profile/profile-settings.server.ts';
import { ProfileSettingsPage } from '../features/profile/profile-settings-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/profile-settings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(PROFILE_SETTINGS_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export function loader(args: Route.LoaderArgs) {
  return loadProfileSettings(args);
}

export function action(args: Route.ActionArgs) {
  return saveProfileSettings(args);
}

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileSettingsPage loaderData={loaderData} actionData={actionData} />;
}
