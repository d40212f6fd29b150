import { describe, expect, it } from 'vitest';
import { ListingFieldSchema } from '../config/listing-fields.ts';
import { UserFieldSchema } from '../config/user-fields.ts';
import { sanitizeListing, sanitizeUserProfile } from './sanitize-entities.ts';

describe('sanitizeListing', () => {
  it('cleans title, description and each scope by its own fields', () => {
    const fields = [
      ListingFieldSchema.parse({ key: 'flag', scope: 'public', schemaType: 'boolean' }),
      ListingFieldSchema.parse({
        key: 'secret',
        scope: 'private',
        schemaType: 'long',
        numberConfig: { minimum: 0, maximum: 9 },
      }),
    ];
    const listing = sanitizeListing(
      {
        id: 'l1',
        title: '<h1>Bike</h1>',
        description: 'a > b',
        publicData: { flag: 'yes', secret: 99 },
        privateData: { secret: 99 },
      },
      fields,
    );
    expect(listing).toEqual({
      id: 'l1',
      title: '＜h1＞Bike＜/h1＞',
      description: 'a ＞ b',
      publicData: { flag: null, secret: 99 },
      privateData: { secret: null },
    });
  });

  it('leaves absent parts absent', () => {
    expect(sanitizeListing({ title: 'x' }, [])).toEqual({ title: 'x' });
  });
});

describe('sanitizeUserProfile', () => {
  it('cleans names, bio and every scope by its own fields', () => {
    const fields = [
      UserFieldSchema.parse({
        key: 'level',
        scope: 'protected',
        schemaType: 'enum',
        enumOptions: [{ option: 'pro', label: 'Pro' }],
      }),
    ];
    const profile = sanitizeUserProfile(
      {
        firstName: '<a>',
        lastName: 'B',
        displayName: '<a> B',
        abbreviatedName: 'AB',
        bio: '<p>',
        publicData: { level: 'nope' },
        protectedData: { level: 'nope' },
        metadata: { note: '<x>' },
      },
      fields,
    );
    expect(profile).toEqual({
      firstName: '＜a＞',
      lastName: 'B',
      displayName: '＜a＞ B',
      abbreviatedName: 'AB',
      bio: '＜p＞',
      publicData: { level: 'nope' },
      protectedData: { level: null },
      metadata: { note: '＜x＞' },
    });
  });
});
