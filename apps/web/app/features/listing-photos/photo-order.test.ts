import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPhotoEdit,
  dropPhoto,
  movePhotoEarlier,
  movePhotoLater,
  movePhotoTo,
  parsePhotoEdit,
  photoEditValue,
  removePhoto,
} from './photo-order.ts';

const photos = (...keys: string[]) => keys.map((key) => ({ key }));
const keysOf = (list: readonly { key: string }[]) => list.map((entry) => entry.key);

// Lists of distinct keys, and a key of the list (or, sometimes, one that is not in it).
const listArb = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 })
  .map((keys) => keys.map((key) => ({ key })));
const listAndKeyArb = listArb.chain((list) =>
  fc.tuple(
    fc.constant(list),
    list.length > 0
      ? fc.oneof(fc.constantFrom(...keysOf(list)), fc.constant('absent key'))
      : fc.constant('absent key'),
  ),
);
const sorted = (keys: string[]) => [...keys].sort();

describe('movePhotoEarlier / movePhotoLater', () => {
  it('swap a photo with its neighbour', () => {
    expect(keysOf(movePhotoEarlier(photos('a', 'b', 'c'), 'c'))).toEqual(['a', 'c', 'b']);
    expect(keysOf(movePhotoLater(photos('a', 'b', 'c'), 'a'))).toEqual(['b', 'a', 'c']);
  });

  it('leave the list as it is at its ends and for unknown keys', () => {
    const list = photos('a', 'b');
    expect(movePhotoEarlier(list, 'a')).toBe(list);
    expect(movePhotoLater(list, 'b')).toBe(list);
    expect(movePhotoEarlier(list, 'z')).toBe(list);
    expect(movePhotoLater(list, 'z')).toBe(list);
  });

  it('keep the set of photos and move only the chosen one by one place', () => {
    fc.assert(
      fc.property(listAndKeyArb, fc.boolean(), ([list, key], earlier) => {
        const next = earlier ? movePhotoEarlier(list, key) : movePhotoLater(list, key);
        expect(sorted(keysOf(next))).toEqual(sorted(keysOf(list)));
        const before = keysOf(list).indexOf(key);
        const after = keysOf(next).indexOf(key);
        if (before === -1) {
          expect(next).toBe(list);
          return;
        }
        const expected = earlier ? Math.max(0, before - 1) : Math.min(list.length - 1, before + 1);
        expect(after).toBe(expected);
        // The others keep their relative order.
        expect(keysOf(next).filter((k) => k !== key)).toEqual(keysOf(list).filter((k) => k !== key));
      }),
    );
  });

  it('undo each other away from the ends', () => {
    fc.assert(
      fc.property(listAndKeyArb, ([list, key]) => {
        const index = keysOf(list).indexOf(key);
        fc.pre(index > 0);
        expect(keysOf(movePhotoLater(movePhotoEarlier(list, key), key))).toEqual(keysOf(list));
      }),
    );
  });
});

describe('movePhotoTo', () => {
  it('places a photo at any index, clamped to the list, keeping the set', () => {
    fc.assert(
      fc.property(listAndKeyArb, fc.integer({ min: -5, max: 20 }), ([list, key], index) => {
        const next = movePhotoTo(list, key, index);
        expect(sorted(keysOf(next))).toEqual(sorted(keysOf(list)));
        if (list.some((entry) => entry.key === key)) {
          expect(keysOf(next).indexOf(key)).toBe(Math.max(0, Math.min(list.length - 1, index)));
        } else {
          expect(next).toBe(list);
        }
      }),
    );
  });
});

describe('dropPhoto', () => {
  it('puts the dragged photo before or after the photo it was dropped on', () => {
    expect(keysOf(dropPhoto(photos('a', 'b', 'c', 'd'), 'd', 'b', 'before'))).toEqual(['a', 'd', 'b', 'c']);
    expect(keysOf(dropPhoto(photos('a', 'b', 'c', 'd'), 'a', 'c', 'after'))).toEqual(['b', 'c', 'a', 'd']);
    expect(keysOf(dropPhoto(photos('a', 'b', 'c', 'd'), 'a', 'c', 'before'))).toEqual(['b', 'a', 'c', 'd']);
    expect(keysOf(dropPhoto(photos('a', 'b', 'c', 'd'), 'd', 'a', 'before'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps the set and lands the dragged photo next to its target', () => {
    fc.assert(
      fc.property(
        listArb.filter((list) => list.length >= 2),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (list, i, j, before) => {
          const dragged = list[i % list.length]?.key ?? '';
          const target = list[j % list.length]?.key ?? '';
          const next = dropPhoto(list, dragged, target, before ? 'before' : 'after');
          expect(sorted(keysOf(next))).toEqual(sorted(keysOf(list)));
          if (dragged === target) {
            expect(next).toBe(list);
            return;
          }
          const at = keysOf(next).indexOf(dragged);
          expect(keysOf(next)[before ? at + 1 : at - 1]).toBe(target);
        },
      ),
    );
  });
});

describe('removePhoto', () => {
  it('takes out exactly the chosen photo', () => {
    fc.assert(
      fc.property(listAndKeyArb, ([list, key]) => {
        const next = removePhoto(list, key);
        expect(keysOf(next)).toEqual(keysOf(list).filter((k) => k !== key));
      }),
    );
  });
});

describe('photo edits as form values', () => {
  it('read back what the buttons post', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('move-earlier', 'move-later', 'remove' as const),
        fc.string({ minLength: 1 }),
        (kind, key) => {
          const edit = { kind, key } as const;
          expect(parsePhotoEdit(photoEditValue(edit))).toEqual(edit);
        },
      ),
    );
  });

  it('refuse anything else', () => {
    for (const value of [undefined, null, 3, '', 'remove', 'remove:', 'rotate:abc', ':abc']) {
      expect(parsePhotoEdit(value)).toBeNull();
    }
  });

  it('apply to a list like the functions they name', () => {
    const list = photos('a', 'b', 'c');
    expect(keysOf(applyPhotoEdit(list, { kind: 'move-earlier', key: 'b' }))).toEqual(['b', 'a', 'c']);
    expect(keysOf(applyPhotoEdit(list, { kind: 'move-later', key: 'b' }))).toEqual(['a', 'c', 'b']);
    expect(keysOf(applyPhotoEdit(list, { kind: 'remove', key: 'b' }))).toEqual(['a', 'c']);
  });
});
