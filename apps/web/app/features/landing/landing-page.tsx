import { Form, Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root.tsx';

/** LandingPage (spec §2 `/`). */
export function LandingPage() {
  const root = useRouteLoaderData<RootData>('root');
  const name = root?.marketplaceName ?? 'Mercato';
  return (
    <>
      <section className="hero">
        <h1>Book trusted local services on {name}</h1>
        <p className="hero__lead">
          Independent providers publish their services and calendars. Pick a time that suits you, pay securely
          by card, and message your provider directly.
        </p>
        <Form method="get" action="/s" className="hero__search" role="search">
          <label htmlFor="hero-search" className="visually-hidden">
            What are you looking for?
          </label>
          <input
            id="hero-search"
            name="keywords"
            type="search"
            placeholder="Yoga, tutoring, repairs…"
            maxLength={200}
          />
          <button type="submit" className="button">
            Search
          </button>
        </Form>
      </section>
      <section className="steps" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol>
          <li>
            <h3>Find a provider</h3>
            <p>Browse services, read reviews, and compare prices and availability.</p>
          </li>
          <li>
            <h3>Request a booking</h3>
            <p>Choose a time from the provider's calendar. Your card is charged only once they accept.</p>
          </li>
          <li>
            <h3>Meet and review</h3>
            <p>After the session, both of you leave a review to help the next person decide.</p>
          </li>
        </ol>
        {root?.user ? null : (
          <p className="steps__cta">
            <Link to="/signup" className="button">
              Create your account
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
