import { loadProfileSettings, saveProfileSettings } from '../features/profile/profile-settings.server.ts';
import { ProfileSettingsPage } from '../features/profile/profile-settings-page.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/profile-settings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta() {
  return [{ title: 'Profile settings' }];
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
