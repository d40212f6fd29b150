import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from './default-booking.ts';
import {
  DEFAULT_PROCESS_REGISTRY,
  findLatestProcessVersion,
  findProcessVersion,
  type ProcessRegistry,
  parseProcessAlias,
  resolveProcessAlias,
} from './process-registry.ts';

const bookingV2 = { ...DEFAULT_BOOKING_PROCESS, version: 2 };
const registry: ProcessRegistry = {
  processes: [DEFAULT_BOOKING_PROCESS, bookingV2],
  aliases: [
    { alias: 'default-booking/release-1', processName: 'default-booking', version: 1 },
    { alias: 'default-booking/release-2', processName: 'default-booking', version: 2 },
    { alias: 'default-booking/dangling', processName: 'default-booking', version: 9 },
  ],
};

describe('process aliases', () => {
  it('splits an alias into process and alias names', () => {
    expect(parseProcessAlias('default-booking/release-1')).toEqual({
      processName: 'default-booking',
      aliasName: 'release-1',
    });
    expect(parseProcessAlias('default-booking')).toBeNull();
    expect(parseProcessAlias('/release-1')).toBeNull();
    expect(parseProcessAlias('default-booking/')).toBeNull();
  });

  it('resolves an alias to its process version', () => {
    expect(resolveProcessAlias(registry, 'default-booking/release-1')).toBe(DEFAULT_BOOKING_PROCESS);
    expect(resolveProcessAlias(registry, 'default-booking/release-2')).toBe(bookingV2);
    expect(resolveProcessAlias(registry, 'default-booking/release-3')).toBeUndefined();
    expect(resolveProcessAlias(registry, 'default-booking/dangling')).toBeUndefined();
  });

  it('finds exact and latest versions', () => {
    expect(findProcessVersion(registry, 'default-booking', 2)).toBe(bookingV2);
    expect(findProcessVersion(registry, 'default-booking', 3)).toBeUndefined();
    expect(findLatestProcessVersion(registry, 'default-booking')).toBe(bookingV2);
    expect(findLatestProcessVersion(registry, 'nope')).toBeUndefined();
  });

  it('ships release-1 aliases for the five default processes', () => {
    expect(DEFAULT_PROCESS_REGISTRY.aliases.map((a) => a.alias)).toEqual([
      'default-booking/release-1',
      'default-purchase/release-1',
      'default-inquiry/release-1',
      'default-negotiation/release-1',
      'default-download/release-1',
    ]);
    for (const { alias, processName } of DEFAULT_PROCESS_REGISTRY.aliases) {
      expect(resolveProcessAlias(DEFAULT_PROCESS_REGISTRY, alias)?.name).toBe(processName);
    }
  });
});
