import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** The site footer. */
export const FOOTER_TEXTS = defineTexts('Footer', {
  copyright: '© {marketplaceName}',
  legalLabel: 'Legal',
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy policy',
});

/** The page of an address that leads nowhere (spec §2 `*`). */
export const NOT_FOUND_TEXTS = defineTexts('NotFoundPage', {
  heading: 'Page not found',
  body: 'We looked everywhere, but this page does not exist. The address may be mistyped or the page removed.',
  frontPageLink: 'Go to the front page',
});

/** The page shown when a page fails to load. */
export const ERROR_PAGE_TEXTS = defineTexts('ErrorPage', {
  heading: 'Something went wrong',
  body: 'We could not load this page. Please try again in a moment.',
  frontPageLink: 'Go to the front page',
});

/** The title of pages that have none of their own. */
export const APP_TEXTS = defineTexts('App', {
  title: 'Mercato',
});

/** The top bar: logo, search and the account menu. */
export const TOP_BAR_TEXTS = defineTexts('TopBar', {
  logoLabel: '{marketplaceName} home',
  searchLabel: 'Search listings',
  searchPlaceholder: 'Search services…',
  navLabel: 'Account',
  menuLabel: 'Account menu for {displayName}',
  salesWaiting: '{count} sales waiting for your answer',
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

/** The notices about the account itself under the top bar (spec §8 banners). */
export const ACCOUNT_BANNERS_TEXTS = defineTexts('AccountBanners', {
  pendingApproval:
    'Your account is waiting for approval by the marketplace team. We will email you once you can start posting and booking.',
  verifyEmail: 'Please verify your email address: we sent a link to',
  verifyEmailLink: "Didn't get it?",
});

/** The progress bar at the top while a page loads. */
export const NAVIGATION_PROGRESS_TEXTS = defineTexts('NavigationProgress', {
  label: 'Loading page',
});

/** The email input of the account forms. */
export const EMAIL_FIELD_TEXTS = defineTexts('EmailField', {
  label: 'Email',
});

/** The password input of the account forms. */
export const PASSWORD_FIELD_TEXTS = defineTexts('PasswordField', {
  label: 'Password',
});

/** First and last name, side by side. */
export const NAME_FIELDS_TEXTS = defineTexts('NameFields', {
  firstName: 'First name',
  lastName: 'Last name',
});

/** The input of a custom user or listing field. */
export const CUSTOM_FIELD_INPUT_TEXTS = defineTexts('CustomFieldInput', {
  yes: 'Yes',
  no: 'No',
  chooseOption: 'Choose an option',
});

/** An address input that suggests places as one types. */
export const ADDRESS_FIELD_TEXTS = defineTexts('AddressField', {
  suggestionsLabel: 'Suggested places',
  suggestionCount: '{count, plural, one {# suggestion} other {# suggestions}}; use the arrow keys to choose.',
  suggestionsUnavailable:
    'Suggestions are not available right now. Type a city or town; we will find it when you save.',
});

/** The interactive map of a place. */
export const MAP_VIEW_TEXTS = defineTexts('MapView', {
  label: 'Map of {place}',
});

/** The map drawn without a map service. */
export const OFFLINE_MAP_TEXTS = defineTexts('OfflineMap', {
  label: 'Map pin at {place} ({coordinates})',
});

/** LandingPage (spec §2 `/`): the search and listing lists under the operator's content. */
export const LANDING_PAGE_TEXTS = defineTexts('LandingPage', {
  title: 'Book trusted local services',
  description: 'Find and book services from independent providers.',
  searchLabel: 'What are you looking for?',
  searchPlaceholder: 'Yoga, tutoring, repairs…',
  search: 'Search',
  seeAll: 'See all',
  featured: 'Featured',
  newest: 'Newest listings',
  noListings: 'No listings yet. Check back soon.',
  createAccount: 'Create your account',
});

/** The maintenance screen (spec §1), shown while the marketplace configuration cannot be read. */
export const MAINTENANCE_SCREEN_TEXTS = defineTexts('MaintenanceScreen', {
  heading: 'The marketplace is not fully operational right now',
  refresh: 'We are working on it. Please refresh the page in a moment.',
  contactAdmins: 'If this goes on, contact the marketplace’s administrators.',
});
