import { LISTING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-page';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import type { ListingPageData } from './listing-page.server.ts';

const ENGLISH = textsOf(LISTING_PAGE_TEXTS, undefined);

const DESCRIPTION_MAX_LENGTH = 160;

/** A description for search results and link previews: one line, cut at a word near 160 characters. */
export function metaDescriptionOf(text: string | null): string | null {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The listing page's meta tags: title, description, Open Graph and the canonical URL. */
export function listingMetaOf(
  loaderData: ListingPageData | undefined,
  t: CatalogTexts<typeof LISTING_PAGE_TEXTS> = ENGLISH,
) {
  if (!loaderData) return [{ title: t('notFoundTitle') }];
  const { listing, canonicalUrl } = loaderData;
  const description = metaDescriptionOf(listing.description) ?? listing.title;
  return [
    { title: listing.title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: listing.title },
    { property: 'og:description', content: description },
    ...(listing.shareImage
      ? [
          { property: 'og:image', content: listing.shareImage },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : []),
    // Previews are for the author only; search engines never get them anyway, but say so.
    ...(canonicalUrl
      ? [
          { tagName: 'link', rel: 'canonical', href: canonicalUrl },
          { property: 'og:url', content: canonicalUrl },
        ]
      : [{ name: 'robots', content: 'noindex' }]),
  ];
}
