import { describe, expect, it } from 'vitest';
import { AnalyticsSchema, resolveGoogleAnalyticsId } from './analytics.ts';

describe('resolveGoogleAnalyticsId', () => {
  it('uses ids that start with G-', () => {
    expect(resolveGoogleAnalyticsId(' G-ABC123 ')).toEqual({ id: 'G-ABC123' });
  });

  it('warns and skips analytics for other ids', () => {
    const result = resolveGoogleAnalyticsId('UA-12345-1');
    expect(result.id).toBeUndefined();
    expect(result.warning).toContain('UA-12345-1');
    expect(result.warning).toContain('analytics is skipped');
  });

  it('does nothing without an id', () => {
    expect(resolveGoogleAnalyticsId(undefined)).toEqual({});
    expect(resolveGoogleAnalyticsId('  ')).toEqual({});
    expect(AnalyticsSchema.parse({})).toEqual({});
  });
});
