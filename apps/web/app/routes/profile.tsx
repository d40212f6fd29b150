import { loadProfile } from '../features/profile/profile.server.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import listingStylesHref from '../styles/listings.css?url';
import reviewStylesHref from '../styles/reviews.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/profile';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: listingStylesHref },
  { rel: 'stylesheet', href: reviewStylesHref },
  { rel: 'stylesheet', href: searchStylesHref },
];

export function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.user.displayName;
  return [
    { title: name ?? 'Profile' },
    { name: 'description', content: name ? `${name}: about them and their listings.` : 'A member profile.' },
  ];
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage loaderData={loaderData} />;
}
