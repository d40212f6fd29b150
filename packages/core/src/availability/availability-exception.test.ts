import { describe, expect, it } from 'vitest';
import {
  AvailabilityExceptionSchema,
  findOverlappingException,
  resolveExceptions,
} from './availability-exception.ts';
import { buildException } from './test-builders.ts';

const ms = (iso: string) => Date.parse(iso);

describe('AvailabilityExceptionSchema', () => {
  it('accepts Dates and ISO timestamps with offset', () => {
    const parsed = AvailabilityExceptionSchema.parse({
      start: '2026-06-01T10:00:00+03:00',
      end: new Date('2026-06-01T08:00:00Z'),
      seats: 0,
    });
    expect(parsed.start).toEqual(new Date('2026-06-01T07:00:00Z'));
  });

  it('refuses end not after start, negative seats, bad dates and timestamps without offset', () => {
    const ok = { start: '2026-06-01T10:00:00Z', end: '2026-06-01T11:00:00Z', seats: 1 };
    expect(AvailabilityExceptionSchema.safeParse(ok).success).toBe(true);
    expect(AvailabilityExceptionSchema.safeParse({ ...ok, end: ok.start }).success).toBe(false);
    expect(AvailabilityExceptionSchema.safeParse({ ...ok, seats: -1 }).success).toBe(false);
    expect(AvailabilityExceptionSchema.safeParse({ ...ok, start: new Date('nope') }).success).toBe(false);
    expect(AvailabilityExceptionSchema.safeParse({ ...ok, start: '2026-06-01T10:00:00' }).success).toBe(
      false,
    );
  });
});

describe('findOverlappingException', () => {
  const existing = [buildException('2026-06-01T10:00:00Z', '2026-06-01T12:00:00Z', 0)];

  it('finds an exception sharing any moment with the candidate', () => {
    const candidate = buildException('2026-06-01T11:59:00Z', '2026-06-01T13:00:00Z', 1);
    expect(findOverlappingException(existing, candidate)).toBe(existing[0]);
  });

  it('lets exceptions touch end to start', () => {
    expect(
      findOverlappingException(existing, buildException('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z', 1)),
    ).toBe(undefined);
    expect(
      findOverlappingException(existing, buildException('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', 1)),
    ).toBe(undefined);
  });
});

describe('resolveExceptions', () => {
  it('sorts and clips non-overlapping exceptions to the range', () => {
    const exceptions = [
      buildException('2026-06-03T00:00:00Z', '2026-06-04T00:00:00Z', 2),
      buildException('2026-05-31T00:00:00Z', '2026-06-02T00:00:00Z', 0),
      buildException('2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z', 5),
    ];
    expect(resolveExceptions(exceptions, ms('2026-06-01T00:00:00Z'), ms('2026-06-10T00:00:00Z'))).toEqual([
      { start: ms('2026-06-01T00:00:00Z'), end: ms('2026-06-02T00:00:00Z'), seats: 0 },
      { start: ms('2026-06-03T00:00:00Z'), end: ms('2026-06-04T00:00:00Z'), seats: 2 },
    ]);
  });

  it('gives overlapped time to the exception later in the list', () => {
    const older = buildException('2026-06-01T00:00:00Z', '2026-06-10T00:00:00Z', 1);
    const newer = buildException('2026-06-03T00:00:00Z', '2026-06-05T00:00:00Z', 0);
    const newest = buildException('2026-06-04T00:00:00Z', '2026-06-06T00:00:00Z', 3);
    expect(
      resolveExceptions([older, newer, newest], ms('2026-01-01T00:00:00Z'), ms('2027-01-01T00:00:00Z')),
    ).toEqual([
      { start: ms('2026-06-01T00:00:00Z'), end: ms('2026-06-03T00:00:00Z'), seats: 1 },
      { start: ms('2026-06-03T00:00:00Z'), end: ms('2026-06-04T00:00:00Z'), seats: 0 },
      { start: ms('2026-06-04T00:00:00Z'), end: ms('2026-06-06T00:00:00Z'), seats: 3 },
      { start: ms('2026-06-06T00:00:00Z'), end: ms('2026-06-10T00:00:00Z'), seats: 1 },
    ]);
    // Same exceptions, other order: the oldest-listed one now loses everywhere it is overlapped.
    expect(
      resolveExceptions([newest, newer, older], ms('2026-01-01T00:00:00Z'), ms('2027-01-01T00:00:00Z')),
    ).toEqual([{ start: ms('2026-06-01T00:00:00Z'), end: ms('2026-06-10T00:00:00Z'), seats: 1 }]);
  });
});
