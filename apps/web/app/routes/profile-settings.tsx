import { PROFILE_SETTINGS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-settings-page';
import { loadProfileSettings, saveProfileSettings } from '../features/profile/profile-settings.server.ts';
import { ProfileSettingsPage } from '../features/profile/profile-settings-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/profile-settings';

export const links: Route.LinksFunction = stylesheets(accountStylesHref);
export const meta: Route.MetaFunction = titleMeta(PROFILE_SETTINGS_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadProfileSettings(args);
export const action = (args: Route.ActionArgs) => saveProfileSettings(args);
export default routePage<Route.ComponentProps>(ProfileSettingsPage);
