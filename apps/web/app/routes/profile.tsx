import { loadProfile } from '../features/profile/profile.server.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import type { Route } from './+types/profile';

export function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.user.displayName ?? 'Profile' }];
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage loaderData={loaderData} />;
}
