import { defineTexts } from '../../ui-texts.ts';

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
