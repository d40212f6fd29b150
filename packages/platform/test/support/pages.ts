/** The page assets a new marketplace has: the template's own pages. */
export const DEFAULT_PAGE_PATHS = [
  '/content/pages/landing-page.json',
  '/content/pages/terms-of-service.json',
  '/content/pages/privacy-policy.json',
  '/content/pages/about.json',
];
