import { PHOTO_UPLOADER_TEXTS } from '@mercato/core/texts/catalogs/listings/photo-uploader';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { dropPhoto, movePhotoEarlier, movePhotoLater, removePhoto } from './photo-order.ts';
import type { UploadedPhoto } from './photo-upload-answer.ts';

/** One entry of the photo editor, keyed for React and for the order operations. */
export type PhotoEntry<F = File> =
  | { key: string; status: 'uploaded'; photo: UploadedPhoto }
  | { key: string; status: 'checking' | 'queued'; file: F }
  | { key: string; status: 'uploading'; file: F; progress: number }
  | { key: string; status: 'failed'; file: F; error: string; retry: boolean };

/** The editor's state: its photos and pending files in the order the listing will have them. */
export interface PhotoListState<F = File> {
  entries: readonly PhotoEntry<F>[];
  /** What the last change did, for the screen reader's live region. */
  announcement: string;
}

/** Everything that changes the list. */
export type PhotoListAction<F = File> =
  | { type: 'add'; files: readonly { key: string; file: F }[] }
  | { type: 'checked'; key: string; error?: string }
  | { type: 'started'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; photo: UploadedPhoto }
  | { type: 'failed'; key: string; error: string; retry: boolean }
  | { type: 'retry'; key: string }
  | { type: 'refused'; files: readonly { key: string; file: F; error: string }[] }
  | { type: 'move-earlier' | 'move-later' | 'remove'; key: string }
  | { type: 'drop'; key: string; targetKey: string; side: 'before' | 'after' };

/** The starting state: the listing's photos as saved (or as the last post left them). */
export function initialPhotoList<F = File>(photos: readonly UploadedPhoto[]): PhotoListState<F> {
  return {
    entries: photos.map((photo) => ({ key: photo.id, status: 'uploaded', photo })),
    announcement: '',
  };
}

/** The texts of the photo uploader, its announcements among them. */
export type PhotoUploaderTexts = CatalogTexts<typeof PHOTO_UPLOADER_TEXTS>;

const ENGLISH: PhotoUploaderTexts = textsOf(PHOTO_UPLOADER_TEXTS, undefined);

/** A short name for an entry in announcements: the file name, or its place in the list. */
function labelOf<F>(entries: readonly PhotoEntry<F>[], key: string, t: PhotoUploaderTexts): string {
  const index = entries.findIndex((entry) => entry.key === key);
  const entry = entries[index];
  if (!entry) return t('photo');
  if (entry.status !== 'uploaded') {
    const name = (entry.file as { name?: unknown }).name;
    if (typeof name === 'string' && name) return name;
  }
  return t('photoNumber', { number: index + 1 });
}

function update<F>(
  state: PhotoListState<F>,
  key: string,
  change: (entry: PhotoEntry<F>) => PhotoEntry<F> | null,
  announcement = state.announcement,
): PhotoListState<F> {
  let changed = false;
  const entries = state.entries.map((entry) => {
    if (entry.key !== key) return entry;
    const next = change(entry);
    if (!next) return entry;
    changed = true;
    return next;
  });
  return changed ? { entries, announcement } : state;
}

function reorder<F>(
  state: PhotoListState<F>,
  key: string,
  entries: readonly PhotoEntry<F>[],
  t: PhotoUploaderTexts,
): PhotoListState<F> {
  if (entries === state.entries) return state;
  const announcement = t('moved', {
    photo: labelOf(state.entries, key, t),
    position: entries.findIndex((entry) => entry.key === key) + 1,
    count: entries.length,
  });
  return { entries, announcement };
}

/**
 * The editor's reducer, announcing in the words of `t`, with the messages of refused files worded
 * by `word`; actions about entries that are gone (a late progress event) change nothing.
 */
export function photoListReducerOf(t = ENGLISH, word: (message: string) => string = (message) => message) {
  return <F>(state: PhotoListState<F>, action: PhotoListAction<F>): PhotoListState<F> =>
    reduce(state, action, t, word);
}

/** The editor's reducer, announcing in Mercato's English. */
export const photoListReducer = photoListReducerOf();

function reduce<F>(
  state: PhotoListState<F>,
  action: PhotoListAction<F>,
  t: PhotoUploaderTexts,
  word: (message: string) => string,
): PhotoListState<F> {
  switch (action.type) {
    case 'add': {
      if (action.files.length === 0) return state;
      const added = action.files.map(({ key, file }): PhotoEntry<F> => ({ key, status: 'checking', file }));
      const count = action.files.length;
      return {
        entries: [...state.entries, ...added],
        announcement: t('adding', { count }),
      };
    }
    case 'refused': {
      if (action.files.length === 0) return state;
      const refused = action.files.map(
        ({ key, file, error }): PhotoEntry<F> => ({ key, status: 'failed', file, error, retry: false }),
      );
      const first = action.files[0]?.error;
      return { entries: [...state.entries, ...refused], announcement: first ? word(first) : '' };
    }
    case 'checked':
      return update(state, action.key, (entry) => {
        if (entry.status !== 'checking') return null;
        return action.error
          ? { key: entry.key, status: 'failed', file: entry.file, error: action.error, retry: false }
          : { key: entry.key, status: 'queued', file: entry.file };
      });
    case 'started':
      return update(state, action.key, (entry) =>
        entry.status === 'queued'
          ? { key: entry.key, status: 'uploading', file: entry.file, progress: 0 }
          : null,
      );
    case 'progress':
      return update(state, action.key, (entry) =>
        entry.status === 'uploading'
          ? { ...entry, progress: Math.max(entry.progress, Math.min(1, Math.max(0, action.progress))) }
          : null,
      );
    case 'uploaded':
      return update(
        state,
        action.key,
        (entry) =>
          entry.status === 'uploading' ? { key: entry.key, status: 'uploaded', photo: action.photo } : null,
        t('uploaded', { photo: labelOf(state.entries, action.key, t) }),
      );
    case 'failed':
      return update(
        state,
        action.key,
        (entry) =>
          entry.status === 'uploading'
            ? { key: entry.key, status: 'failed', file: entry.file, error: action.error, retry: action.retry }
            : null,
        t('notUploaded', { photo: labelOf(state.entries, action.key, t), problem: word(action.error) }),
      );
    case 'retry':
      return update(state, action.key, (entry) =>
        entry.status === 'failed' && entry.retry
          ? { key: entry.key, status: 'queued', file: entry.file }
          : null,
      );
    case 'move-earlier':
      return reorder(state, action.key, movePhotoEarlier(state.entries, action.key), t);
    case 'move-later':
      return reorder(state, action.key, movePhotoLater(state.entries, action.key), t);
    case 'drop':
      return reorder(
        state,
        action.key,
        dropPhoto(state.entries, action.key, action.targetKey, action.side),
        t,
      );
    case 'remove': {
      const entries = removePhoto(state.entries, action.key);
      if (entries === state.entries) return state;
      return { entries, announcement: t('removed', { photo: labelOf(state.entries, action.key, t) }) };
    }
  }
}

/** The image ids the listing gets when the form is saved: the uploaded entries, in order. */
export function orderedImageIds<F>(state: PhotoListState<F>): string[] {
  return state.entries.flatMap((entry) => (entry.status === 'uploaded' ? [entry.photo.id] : []));
}

/** Whether files are still being checked or sent; saving now would leave them out. */
export function isUploading<F>(state: PhotoListState<F>): boolean {
  return state.entries.some(
    (entry) => entry.status === 'checking' || entry.status === 'queued' || entry.status === 'uploading',
  );
}

/** The queued entries to start now, given at most `parallel` uploads at once. */
export function uploadsToStart<F>(state: PhotoListState<F>, parallel: number): PhotoEntry<F>[] {
  const running = state.entries.filter((entry) => entry.status === 'uploading').length;
  return state.entries.filter((entry) => entry.status === 'queued').slice(0, Math.max(0, parallel - running));
}
