import { defineTexts } from '../../ui-texts.ts';

/** The top bar: logo, search and the account menu. */
export const TOP_BAR_TEXTS = defineTexts('TopBar', {
  logoLabel: '{marketplaceName} home',
  searchLabel: 'Search listings',
  searchPlaceholder: 'Search services…',
  navLabel: 'Account',
  menu: 'Menu',
  postListing: 'Post a new listing',
  menuLabel: 'Account menu for {displayName}',
  salesWaiting: '{count, plural, one {# sale} other {# sales}} waiting for you',
  inbox: 'Inbox',
  inboxWaiting: 'Inbox ({count} waiting)',
  listings: 'Your listings',
  profile: 'Your profile',
  profileSettings: 'Profile settings',
  accountSettings: 'Account settings',
  logOut: 'Log out',
  logIn: 'Log in',
  signUp: 'Sign up',
});
