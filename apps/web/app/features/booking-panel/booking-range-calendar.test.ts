import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingRangeCalendar } from './booking-range-calendar.tsx';
import type { BookingRangeView } from './booking-range-view.ts';

// The calendar as the server sends it, which is all a browser without scripts gets: links that carry
// the choice, days that cannot be chosen as plain numbers saying why, and the checkout form.

// Auckland, from Thursday 3 December 2026; the night of the 10th is taken.
const seats = Array.from({ length: 90 }, (_, day) => (day === 7 ? 0 : 1));
const VIEW: BookingRangeView = {
  kind: 'range',
  unit: 'night',
  timeZone: 'Pacific/Auckland',
  first: '2026-12-03',
  seats,
  maxLength: 30,
  month: '2026-12',
  firstMonth: '2026-12',
  lastMonth: '2027-03',
  start: null,
  end: null,
};

function render(view: Partial<BookingRangeView>, inquiryId: string | null = null): string {
  const props = { view: { ...VIEW, ...view }, listingId: 'listing-1', inquiryId };
  const Stub = createRoutesStub([{ path: '/', Component: () => createElement(BookingRangeCalendar, props) }]);
  return renderToString(createElement(Stub));
}

/** The `href` of the link of a day, or null when the day is no link. */
function hrefOf(html: string, date: string): string | null {
  const link = new RegExp(`<a [^>]*data-date="${date}"[^>]*>`).exec(html)?.[0];
  const href = link && /href="([^"]*)"/.exec(link)?.[1];
  return href ? href.replaceAll('&amp;', '&') : null;
}

/** The `title` of the day shown as a plain number, `dayOfMonth` in the month shown. */
function titleOf(html: string, dayOfMonth: number): string | undefined {
  return [...html.matchAll(/<span title="([^"]*)">(\d+)<\/span>/g)].find(
    (match) => Number(match[2]) === dayOfMonth,
  )?.[1];
}

describe('the range calendar without scripts', () => {
  it('links each free day to choosing it as the check-in, and names the days gone by or taken', () => {
    const html = render({});
    expect(hrefOf(html, '2026-12-05')).toBe('/?month=2026-12&from=2026-12-05');
    expect(hrefOf(html, '2026-12-10')).toBeNull();
    expect(titleOf(html, 10)).toBe('Thursday, December 10, 2026: not available');
    expect(titleOf(html, 2)).toBe('Wednesday, December 2, 2026: not available');
    expect(html).toContain('Choose your check-in date.');
    expect(html).not.toContain('name="bookingStart"');
  });

  it('after a check-in, links the checkouts it can have and says why the later days cannot be one', () => {
    const html = render({ start: 2 }, 'inquiry-9');
    expect(hrefOf(html, '2026-12-09')).toBe(
      '/?month=2026-12&from=2026-12-05&to=2026-12-09&inquiry=inquiry-9',
    );
    // The 10th itself can be the checkout: its night is the one taken.
    expect(hrefOf(html, '2026-12-10')).toBe(
      '/?month=2026-12&from=2026-12-05&to=2026-12-10&inquiry=inquiry-9',
    );
    expect(hrefOf(html, '2026-12-11')).toBeNull();
    expect(titleOf(html, 11)).toBe(
      'Friday, December 11, 2026, not available for checkout: the night of Dec 10 is not available.',
    );
    // A day before the check-in begins again.
    expect(hrefOf(html, '2026-12-04')).toBe('/?month=2026-12&from=2026-12-04&inquiry=inquiry-9');
    expect(html).toContain('Check out by Thu, Dec 10 at the latest: the night of Dec 10 is not available.');
    expect(html).toContain('href="/?month=2026-12&amp;inquiry=inquiry-9"');
  });

  it("sends a whole range to the checkout as the listing's midnights, with its summary", () => {
    const html = render({ start: 2, end: 5 });
    expect(html).toContain('3 nights · Dec 5 – 8');
    expect(html).toContain('action="/l/listing-1/checkout"');
    // Auckland is 13 hours ahead of UTC in December.
    expect(html).toContain('name="bookingStart" value="2026-12-04T11:00:00.000Z"');
    expect(html).toContain('name="bookingEnd" value="2026-12-07T11:00:00.000Z"');
    expect(html).toContain('aria-label="Tuesday, December 8, 2026, your checkout"');
  });

  it('books a day chosen alone when booking by the day, and offers the seats free on every day', () => {
    const html = render({
      unit: 'day',
      start: 2,
      seats: seats.map((free, day) => (day < 5 ? 3 * free : free)),
    });
    expect(html).toContain('1 day · Dec 5');
    expect(html).toContain('name="bookingEnd" value="2026-12-05T11:00:00.000Z"');
    expect(html).toContain('<option value="3">3</option>');
    const longer = render({
      unit: 'day',
      start: 2,
      end: 6,
      seats: seats.map((free, day) => (day < 5 ? 3 : free)),
    });
    expect(longer).toContain('4 days · Dec 5 – 8');
    expect(longer).not.toContain('name="seats"');
  });

  it('says when the month shown has nothing to book', () => {
    expect(render({ seats: seats.map(() => 0) })).toContain('Nothing can be booked this month.');
  });
});
