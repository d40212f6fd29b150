import { describe, expect, it } from 'vitest';
import { relatedMany, relatedOne } from './relationships.ts';

describe('relationships', () => {
  const review = {
    relationships: {
      author: { data: { id: 'u', type: 'user' } },
      photos: {
        data: [
          { id: 'b', type: 'image' },
          { id: 'missing', type: 'image' },
          { id: 'a', type: 'image' },
        ],
      },
    },
  };
  const included = [
    { id: 'a', type: 'image' },
    { id: 'b', type: 'image' },
    // Same id, other type: never taken for the user.
    { id: 'u', type: 'listing' },
    { id: 'u', type: 'user' },
  ];

  it('finds a to-one relationship by type and id, or null', () => {
    expect(relatedOne(review, 'author', included)).toEqual({ id: 'u', type: 'user' });
    expect(relatedOne({}, 'author', included)).toBeNull();
    expect(relatedOne({ relationships: { author: { data: null } } }, 'author', included)).toBeNull();
    expect(relatedOne({ relationships: { author: 'broken' } }, 'author', included)).toBeNull();
  });

  it('keeps the order of a to-many relationship and skips what is not included', () => {
    expect(relatedMany(review, 'photos', included)).toEqual([
      { id: 'b', type: 'image' },
      { id: 'a', type: 'image' },
    ]);
    expect(relatedMany(review, 'author', included)).toEqual([]);
  });
});
