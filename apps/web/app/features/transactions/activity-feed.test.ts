import { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import { textsOf } from '@mercato/core/texts/ui-texts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityFeedOf } from './activity-feed.ts';

const feedTexts = textsOf(ACTIVITY_FEED_TEXTS, undefined);

describe('activityFeedOf', () => {
  const names = { customer: 'Ben', provider: 'Ada' };
  it('puts transitions and messages in time order, a transition first at the same instant', () => {
    const feed = activityFeedOf(
      [
        { transition: 'transition/request-payment', createdAt: '2026-12-01T10:00:00.000Z' },
        { transition: 'transition/accept', createdAt: '2026-12-01T12:00:00.000Z' },
      ],
      [
        {
          id: 'm2',
          createdAt: '2026-12-01T12:00:00.000Z',
          content: 'Thanks!',
          author: 'You',
          isOwn: true,
          files: [],
        },
        {
          id: 'm1',
          createdAt: '2026-12-01T11:00:00.000Z',
          content: 'Hello',
          author: 'Ada',
          isOwn: false,
          files: [],
        },
      ],
      names,
      feedTexts,
    );
    expect(feed.map((item) => (item.kind === 'message' ? item.content : item.text))).toEqual([
      'Ben requested to book.',
      'Hello',
      'Ada accepted the booking.',
      'Thanks!',
    ]);
  });

  it('tells each process its own way: a download is paid for, reported and reviewed', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
    const steps = [
      'request-payment',
      'confirm-payment',
      'report',
      'operator-complete-from-reported',
      'review',
    ];
    const told = (processName: string) =>
      activityFeedOf(
        steps.map((name, i) => ({ transition: `transition/${name}`, createdAt: at(i) })),
        [],
        names,
        feedTexts,
        processName,
      ).map((item) => (item.kind === 'transition' ? item.text : ''));
    expect(told('default-download')).toEqual([
      'Ben placed an order.',
      'Ben paid; the files are ready to download.',
      'Ben reported a problem with the files.',
      'The marketplace settled the report: the order is completed.',
      'Ben left a review.',
    ]);
    expect(told('default-booking').slice(0, 2)).toEqual([
      'Ben requested to book.',
      "Ben paid; the request waits for the provider's answer.",
    ]);
  });

  it('keeps every item and orders them by time, whatever the input order', () => {
    const instant = fc
      .integer({ min: 0, max: 10_000 })
      .map((n) => new Date(1_800_000_000_000 + n * 1000).toISOString());
    fc.assert(
      fc.property(
        fc.array(instant, { maxLength: 8 }),
        fc.array(instant, { maxLength: 8 }),
        (transitionTimes, messageTimes) => {
          const feed = activityFeedOf(
            transitionTimes.map((createdAt) => ({ transition: 'transition/accept', createdAt })),
            messageTimes.map((createdAt, i) => ({
              id: `m${i}`,
              createdAt,
              content: '',
              author: '',
              isOwn: false,
              files: [],
            })),
            names,
            feedTexts,
          );
          expect(feed).toHaveLength(transitionTimes.length + messageTimes.length);
          for (let i = 1; i < feed.length; i++) {
            expect(Date.parse(feed[i - 1]?.at ?? '')).toBeLessThanOrEqual(Date.parse(feed[i]?.at ?? ''));
          }
        },
      ),
    );
  });
});
