import { LANDING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/common/landing-page';
import type { ImageAssetVariants, PageAsset } from '@mercato/sdk/resources/assets';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import type { RootData } from '../../root.tsx';
import { PageAssetView } from '../content/page-asset.tsx';
import { ListingCardGrid } from '../listings/listing-card.tsx';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import type { LandingPageData } from './landing.server.ts';

function SearchForm() {
  const t = useTexts(LANDING_PAGE_TEXTS);
  return (
    <Form method="get" action="/s" className="hero__search" role="search">
      <label htmlFor="hero-search" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id="hero-search"
        name="keywords"
        type="search"
        placeholder={t('searchPlaceholder')}
        maxLength={200}
      />
      <button type="submit" className="button">
        {t('search')}
      </button>
    </Form>
  );
}

function ListingSection(props: {
  id: string;
  title: string;
  listings: ListingCardView[];
  aspect: LandingPageData['aspect'];
}) {
  const t = useTexts(LANDING_PAGE_TEXTS);
  return (
    <section className="listing-section" aria-labelledby={props.id} data-testid={props.id}>
      <div className="listing-section__header">
        <h2 id={props.id}>{props.title}</h2>
        <Link to="/s">{t('seeAll')}</Link>
      </div>
      <ListingCardGrid listings={props.listings} aspect={props.aspect} />
    </section>
  );
}

/** The featured and the newest listings, each left off when it could not be loaded. */
function ListingLists({ lists }: { lists: LandingPageData }) {
  const t = useTexts(LANDING_PAGE_TEXTS);
  const { featured, newest, aspect } = lists;
  return (
    <>
      {featured && featured.length > 0 ? (
        <ListingSection id="featured-listings" title={t('featured')} listings={featured} aspect={aspect} />
      ) : null}
      {newest && newest.length > 0 ? (
        <ListingSection id="newest-listings" title={t('newest')} listings={newest} aspect={aspect} />
      ) : null}
      {newest && newest.length === 0 ? (
        <section className="listing-section">
          <p className="empty-state">{t('noListings')}</p>
        </section>
      ) : null}
    </>
  );
}

/**
 * LandingPage (spec §2 `/`): its content from the `landing-page` asset, which the operator edits
 * (`npm run assets -- put content/pages/landing-page.json …`), with the search and the featured and
 * newest listings under the hero.
 */
export function LandingPage({
  content,
  lists,
}: {
  content: { page: PageAsset; images: Record<string, ImageAssetVariants> } | null;
  lists: LandingPageData;
}) {
  const t = useTexts(LANDING_PAGE_TEXTS);
  const root = useRouteLoaderData<RootData>('root');
  const sections = content?.page.sections ?? [];
  const heroId = sections.find((section) => section.sectionType === 'hero')?.sectionId;
  const underHero = (
    <>
      <SearchForm />
      <ListingLists lists={lists} />
    </>
  );
  return (
    <>
      {heroId ? null : underHero}
      {content ? (
        <PageAssetView
          page={content.page}
          images={content.images}
          after={heroId ? { [heroId]: underHero } : {}}
        />
      ) : null}
      {root?.user ? null : (
        <p className="steps__cta">
          <Link to="/signup" className="button">
            {t('createAccount')}
          </Link>
        </p>
      )}
    </>
  );
}
