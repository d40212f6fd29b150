/**
 * The photo list's edits, as pure functions of an ordered list of keyed entries (image ids, or the
 * uploader's own keys). Each returns a new list, or the same list when the edit does not apply,
 * so a stale click (an entry already removed, a move past the end) changes nothing.
 */

/** An entry of the photo list: anything with a unique key. */
export interface Keyed {
  readonly key: string;
}

/** The list with the entry `key` moved to `index` (clamped to the list); unchanged if `key` is absent. */
export function movePhotoTo<T extends Keyed>(list: readonly T[], key: string, index: number): readonly T[] {
  const from = list.findIndex((entry) => entry.key === key);
  if (from === -1) return list;
  const to = Math.max(0, Math.min(list.length - 1, Math.trunc(index)));
  if (to === from) return list;
  const next = list.slice();
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** The list with the entry `key` one place earlier; the first entry stays first. */
export function movePhotoEarlier<T extends Keyed>(list: readonly T[], key: string): readonly T[] {
  const from = list.findIndex((entry) => entry.key === key);
  return from <= 0 ? list : movePhotoTo(list, key, from - 1);
}

/** The list with the entry `key` one place later; the last entry stays last. */
export function movePhotoLater<T extends Keyed>(list: readonly T[], key: string): readonly T[] {
  const from = list.findIndex((entry) => entry.key === key);
  return from === -1 || from === list.length - 1 ? list : movePhotoTo(list, key, from + 1);
}

/**
 * The list with the dragged entry placed where it was dropped: before `targetKey`, or after it when
 * dropped on the target's later half — the place the drop indicator showed.
 */
export function dropPhoto<T extends Keyed>(
  list: readonly T[],
  draggedKey: string,
  targetKey: string,
  side: 'before' | 'after',
): readonly T[] {
  const from = list.findIndex((entry) => entry.key === draggedKey);
  const target = list.findIndex((entry) => entry.key === targetKey);
  if (from === -1 || target === -1 || from === target) return list;
  // Indexes after removing the dragged entry: the target shifts down when it came after it.
  const targetAfterRemoval = target > from ? target - 1 : target;
  return movePhotoTo(list, draggedKey, side === 'before' ? targetAfterRemoval : targetAfterRemoval + 1);
}

/** The list without the entry `key`. */
export function removePhoto<T extends Keyed>(list: readonly T[], key: string): readonly T[] {
  const next = list.filter((entry) => entry.key !== key);
  return next.length === list.length ? list : next;
}

/** One edit of the photo list, as a form button posts it (`move-earlier`, `move-later`, `remove`). */
export type PhotoEdit = { kind: 'move-earlier' | 'move-later' | 'remove'; key: string };

/** The list after one edit. */
export function applyPhotoEdit<T extends Keyed>(list: readonly T[], edit: PhotoEdit): readonly T[] {
  switch (edit.kind) {
    case 'move-earlier':
      return movePhotoEarlier(list, edit.key);
    case 'move-later':
      return movePhotoLater(list, edit.key);
    case 'remove':
      return removePhoto(list, edit.key);
  }
}

const EDIT_KINDS = ['move-earlier', 'move-later', 'remove'] as const;

/** The value of an edit button (`move-earlier:<id>`), read back; null for anything else. */
export function parsePhotoEdit(value: unknown): PhotoEdit | null {
  if (typeof value !== 'string') return null;
  const colon = value.indexOf(':');
  if (colon === -1) return null;
  const kind = value.slice(0, colon);
  const key = value.slice(colon + 1);
  if (!key || !EDIT_KINDS.includes(kind as PhotoEdit['kind'])) return null;
  return { kind: kind as PhotoEdit['kind'], key };
}

/** The value an edit button posts, read back by `parsePhotoEdit`. */
export function photoEditValue(edit: PhotoEdit): string {
  return `${edit.kind}:${edit.key}`;
}
