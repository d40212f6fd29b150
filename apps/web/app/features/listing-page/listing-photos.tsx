import { LISTING_PHOTOS_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-photos';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import type { PhotoView } from './listing-view.ts';

// Photos fill the main column on wide screens and the screen below the mobile breakpoint (spec §9).
const PHOTO_SIZES = '(max-width: 1023px) 100vw, 720px';

interface PhotosProps {
  photos: PhotoView[];
  aspect: { width: number; height: number };
}

function frameStyle(aspect: PhotosProps['aspect']): CSSProperties {
  return { aspectRatio: `${aspect.width} / ${aspect.height}` };
}

function Photo({ photo, eager }: { photo: PhotoView; eager: boolean }) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={PHOTO_SIZES}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * The carousel layout (config `layout.listingPage.variantType`): a strip of photos that scrolls
 * sideways by swipe, scroll or keyboard without JavaScript; once hydrated, buttons step through it.
 */
export function ListingCarousel({ photos, aspect }: PhotosProps) {
  const t = useTexts(LISTING_PHOTOS_TEXTS);
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (photos.length === 0) return null;

  const show = (next: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.max(0, Math.min(photos.length - 1, next));
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('carouselLabel')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it */}
      <ul className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0} style={frameStyle(aspect)}>
        {photos.map((photo, i) => (
          <li
            key={photo.src}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { number: i + 1, count: photos.length })}
          >
            <Photo photo={photo} eager={i === 0} />
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(index - 1)}
            disabled={!interactive || index === 0}
            aria-label={t('previousPhoto')}
          >
            ‹
          </button>
          <span className="carousel__count" aria-live="polite">
            {index + 1} / {photos.length}
          </span>
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(index + 1)}
            disabled={!interactive || index === photos.length - 1}
            aria-label={t('nextPhoto')}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The cover-photo layout: the first photo wide across the page. */
export function CoverPhoto({ photos, aspect }: PhotosProps) {
  const [cover] = photos;
  if (!cover) return null;
  return (
    <div className="cover-photo" style={{ aspectRatio: `${Math.max(2, aspect.width / aspect.height)} / 1` }}>
      <Photo photo={cover} eager />
    </div>
  );
}

/** The photos after the cover, as a grid in the page (cover-photo layout). */
export function MorePhotos({ photos }: { photos: PhotoView[] }) {
  const t = useTexts(LISTING_PHOTOS_TEXTS);
  if (photos.length === 0) return null;
  return (
    <section className="listing-section" aria-labelledby="listing-photos">
      <h2 id="listing-photos">{t('morePhotos')}</h2>
      <ul className="photo-grid">
        {photos.map((photo) => (
          <li key={photo.src}>
            <Photo photo={photo} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
