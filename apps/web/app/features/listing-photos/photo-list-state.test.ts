import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPhotoList,
  isUploading,
  orderedImageIds,
  type PhotoListAction,
  type PhotoListState,
  photoListReducer,
  uploadsToStart,
} from './photo-list-state.ts';

type FakeFile = { name: string };
const photo = (id: string) => ({ id, url: `/images/${id}`, srcSet: `/images/${id} 400w` });
const run = (state: PhotoListState<FakeFile>, ...actions: PhotoListAction<FakeFile>[]) =>
  actions.reduce(photoListReducer, state);

describe('photoListReducer', () => {
  it('takes a file from picking through checking and uploading to the list of ids, in place', () => {
    const start = initialPhotoList<FakeFile>([photo('a'), photo('b')]);
    const adding = run(start, { type: 'add', files: [{ key: 'u1', file: { name: 'beach.png' } }] });
    expect(adding.announcement).toBe('Adding 1 photo.');
    expect(isUploading(adding)).toBe(true);
    // The new photo is moved first while it uploads, and keeps that place.
    const moved = run(adding, { type: 'checked', key: 'u1' }, { type: 'move-earlier', key: 'u1' });
    expect(moved.announcement).toBe('beach.png moved to position 2 of 3.');
    expect(uploadsToStart(moved, 2).map((entry) => entry.key)).toEqual(['u1']);
    const done = run(
      moved,
      { type: 'started', key: 'u1' },
      { type: 'progress', key: 'u1', progress: 0.5 },
      { type: 'progress', key: 'u1', progress: 0.25 },
    );
    expect(done.entries[1]).toMatchObject({ status: 'uploading', progress: 0.5 });
    expect(orderedImageIds(done)).toEqual(['a', 'b']);
    const uploaded = run(done, { type: 'uploaded', key: 'u1', photo: photo('c') });
    expect(orderedImageIds(uploaded)).toEqual(['a', 'c', 'b']);
    expect(uploaded.announcement).toBe('beach.png uploaded.');
    expect(isUploading(uploaded)).toBe(false);
  });

  it('keeps refused files in the list with their reason, retrying only those worth it', () => {
    const state = run(
      initialPhotoList<FakeFile>([]),
      {
        type: 'add',
        files: [
          { key: 'u1', file: { name: 'a.gif' } },
          { key: 'u2', file: { name: 'b.png' } },
        ],
      },
      { type: 'checked', key: 'u1', error: 'images must be JPG or PNG' },
      { type: 'checked', key: 'u2' },
      { type: 'started', key: 'u2' },
      { type: 'failed', key: 'u2', error: 'Uploading the image failed. Please try again.', retry: true },
    );
    expect(state.entries.map((entry) => entry.status)).toEqual(['failed', 'failed']);
    expect(state.announcement).toBe('b.png was not uploaded: Uploading the image failed. Please try again.');
    expect(run(state, { type: 'retry', key: 'u1' })).toBe(state);
    expect(run(state, { type: 'retry', key: 'u2' }).entries[1]?.status).toBe('queued');
    expect(isUploading(state)).toBe(false);
  });

  it('lists files past the photo limit as refused', () => {
    const state = run(initialPhotoList<FakeFile>([]), {
      type: 'refused',
      files: [{ key: 'u9', file: { name: 'x.png' }, error: 'a listing can have at most 50 photos' }],
    });
    expect(state.entries).toEqual([
      {
        key: 'u9',
        status: 'failed',
        file: { name: 'x.png' },
        error: 'a listing can have at most 50 photos',
        retry: false,
      },
    ]);
  });

  it('starts at most the given number of uploads at once, first queued first', () => {
    const files = ['u1', 'u2', 'u3'].map((key) => ({ key, file: { name: key } }));
    let state = run(initialPhotoList<FakeFile>([]), { type: 'add', files });
    state = run(state, ...files.map(({ key }) => ({ type: 'checked', key }) as const));
    expect(uploadsToStart(state, 2).map((entry) => entry.key)).toEqual(['u1', 'u2']);
    state = run(state, { type: 'started', key: 'u1' }, { type: 'started', key: 'u2' });
    expect(uploadsToStart(state, 2)).toEqual([]);
    state = run(state, { type: 'uploaded', key: 'u1', photo: photo('p1') });
    expect(uploadsToStart(state, 2).map((entry) => entry.key)).toEqual(['u3']);
  });

  it('ignores events of entries already removed', () => {
    const state = run(
      initialPhotoList<FakeFile>([]),
      { type: 'add', files: [{ key: 'u1', file: { name: 'a.png' } }] },
      { type: 'checked', key: 'u1' },
      { type: 'started', key: 'u1' },
      { type: 'remove', key: 'u1' },
    );
    expect(state.announcement).toBe('a.png removed.');
    expect(run(state, { type: 'uploaded', key: 'u1', photo: photo('late') })).toBe(state);
    expect(run(state, { type: 'progress', key: 'u1', progress: 1 })).toBe(state);
  });

  it('never loses, duplicates or invents a photo, whatever the user does in whatever order', () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const actionArb: fc.Arbitrary<PhotoListAction<FakeFile>> = fc.oneof(
      fc.record({
        type: fc.constantFrom('move-earlier', 'move-later', 'remove'),
        key: fc.constantFrom(...keys),
      }),
      fc.record({
        type: fc.constant('drop'),
        key: fc.constantFrom(...keys),
        targetKey: fc.constantFrom(...keys),
        side: fc.constantFrom('before', 'after'),
      }),
    ) as fc.Arbitrary<PhotoListAction<FakeFile>>;
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const end = run(initialPhotoList<FakeFile>(keys.map(photo)), ...actions);
        const removed = new Set(actions.flatMap((a) => (a.type === 'remove' ? [a.key] : [])));
        const ids = orderedImageIds(end);
        expect([...ids].sort()).toEqual(keys.filter((key) => !removed.has(key)));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
