import { CONSOLE_REVIEWS_TEXTS } from '@mercato/core/texts/catalogs/console/console-reviews';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ConsoleOperator } from './console-auth.server.ts';
import { listLink, utcDate, utcDateTime } from './console-format.ts';
import { ConsolePager } from './console-pager.tsx';
import { consoleTexts } from './console-texts.ts';
import type { loadReviews, ReviewActionData } from './reviews.server.ts';

type ReviewRow = Awaited<ReturnType<typeof loadReviews>>['reviews'][number];

const DONE_TEXTS = { hide: 'doneHide', unhide: 'doneUnhide' } as const;

/** A review's Hide or Show again button: a small form posting its intent and the review's id. */
function ReviewChange({ review }: { review: ReviewRow }) {
  const t = consoleTexts(CONSOLE_REVIEWS_TEXTS);
  const navigation = useNavigation();
  const intent = review.hidden ? 'unhide' : 'hide';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === review.id;
  return (
    <Form method="post" className="console-action" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={review.id} />
      <button
        type="submit"
        className={review.hidden ? 'button button--secondary' : 'button button--danger'}
        disabled={busy}
      >
        {review.hidden ? t('unhide') : t('hide')}
      </button>
    </Form>
  );
}

/** A person of a review: a link to their console page, or the words for an account that is gone. */
function PersonLink({ id, name }: { id: string; name: string | null }) {
  const t = consoleTexts(CONSOLE_REVIEWS_TEXTS);
  return name === null ? t('noAccount') : <Link to={`${CONSOLE_PATH}/people/${id}`}>{name}</Link>;
}

/**
 * `/console/reviews`: the marketplace's reviews, hidden ones too, found by visibility, rating and
 * person; admins hide an abusive one from the marketplace or show it again.
 */
export function ReviewsPage(props: {
  loaderData: Awaited<ReturnType<typeof loadReviews>>;
  actionData: ReviewActionData | undefined;
}) {
  const t = consoleTexts(CONSOLE_REVIEWS_TEXTS);
  const { filters, page, totalPages, totalItems, reviews, problem } = props.loaderData;
  const result = props.actionData;
  const frame = useRouteLoaderData<{ operator: ConsoleOperator }>('routes/console/layout');
  // Support operators read; only admins hide and show reviews (the admin API says the same).
  const admin = frame?.operator.role === 'admin';
  const path = `${CONSOLE_PATH}/reviews`;
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <p className="console-lead">{t('lead')}</p>
      <Form method="get" className="console-filters" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="reviews-hidden">{t('visibility')}</label>
          <select id="reviews-hidden" name="hidden" defaultValue={filters.hidden ?? ''}>
            <option value="">{t('visibilityAll')}</option>
            <option value="false">{t('visibilityShown')}</option>
            <option value="true">{t('visibilityHidden')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="reviews-rating">{t('maxRating')}</label>
          <select id="reviews-rating" name="maxRating" defaultValue={filters.maxRating ?? ''}>
            <option value="">{t('anyRating')}</option>
            {[1, 2, 3, 4].map((rating) => (
              <option key={rating} value={String(rating)}>
                {t('ratingAtMost', { rating })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reviews-subject">{t('subjectId')}</label>
          <input
            id="reviews-subject"
            name="subjectId"
            type="text"
            defaultValue={filters.subjectId ?? ''}
            maxLength={36}
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="reviews-author">{t('authorId')}</label>
          <input
            id="reviews-author"
            name="authorId"
            type="text"
            defaultValue={filters.authorId ?? ''}
            maxLength={36}
            spellCheck={false}
          />
        </div>
        <div className="console-filters__actions">
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <Link to={path}>{t('clear')}</Link>
        </div>
      </Form>
      <FormError message={problem ? t('badFilter', { problem }) : null} />
      <FormSuccess message={result?.done ? t(DONE_TEXTS[result.done]) : null} />
      <FormError message={result?.error ? t('failed', { reason: result.error }) : null} />
      <p className="console-count">{t('count', { count: totalItems })}</p>
      {reviews.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('rating')}</th>
                <th scope="col">{t('review')}</th>
                <th scope="col">{t('people')}</th>
                <th scope="col">{t('listing')}</th>
                <th scope="col">{t('written')}</th>
                {admin ? <th scope="col">{t('actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {reviews.map((review) => (
                <tr key={review.id} data-review-id={review.id}>
                  <td>
                    <span role="img" aria-label={t('ratingLabel', { rating: review.rating })}>
                      {review.stars}
                    </span>
                  </td>
                  <td>
                    <p>{review.content}</p>
                    <div className="console-subtle">
                      {t(review.type)}
                      {review.hidden ? (
                        <>
                          {' '}
                          <span
                            className="console-tag"
                            title={
                              review.hiddenAt
                                ? t('hiddenSince', { time: utcDateTime(review.hiddenAt) })
                                : undefined
                            }
                          >
                            {t('hiddenMark')}
                          </span>
                        </>
                      ) : null}
                      {review.published ? null : (
                        <>
                          {' '}
                          <span className="console-tag">{t('pendingMark')}</span>
                        </>
                      )}
                    </div>
                  </td>
                  <td>
                    <PersonLink id={review.authorId} name={review.authorName} />
                    {' → '}
                    <PersonLink id={review.subjectId} name={review.subjectName} />
                  </td>
                  <td>
                    {review.listingTitle === null ? (
                      t('noListing')
                    ) : (
                      <Link to={`${CONSOLE_PATH}/listings/${review.listingId}`}>{review.listingTitle}</Link>
                    )}
                  </td>
                  <td>
                    <time dateTime={review.createdAt}>{utcDate(review.createdAt)}</time>
                  </td>
                  {admin ? (
                    <td>
                      <ReviewChange review={review} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePager
        page={page}
        pages={totalPages}
        linkTo={(to) => listLink(path, { ...filters }, to)}
        labels={{
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page, pages: totalPages }),
        }}
      />
    </section>
  );
}
