import { PHOTO_UPLOADER_TEXTS } from '@mercato/core/texts/catalogs/listings/photo-uploader';
import { type ChangeEvent, type DragEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { FieldError } from '../../components/field-error.tsx';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { photoFileError, SNIFF_BYTES, takeWithinPhotoLimit } from './photo-files.ts';
import { PHOTO_FORM_NAMES, UPLOAD_EDIT_VALUE } from './photo-form-names.ts';
import {
  initialPhotoList,
  isUploading,
  orderedImageIds,
  photoListReducerOf,
  uploadsToStart,
} from './photo-list-state.ts';
import { PHOTO_MESSAGES } from './photo-messages.ts';
import { buttonKeyOf, PhotoTile, type TileEdit } from './photo-tile.tsx';
import type { UploadedPhoto } from './photo-upload-answer.ts';
import { headOf, type PhotoUpload, uploadPhoto } from './upload-photo.ts';

/** Uploads at once: enough to keep the line busy, few enough not to hog the server. */
const PARALLEL_UPLOADS = 2;
/**
 * Whether the uploader inside `form` is still checking or sending files. Read from the page as
 * rendered, so a submit handler sees the list as the user does, not as of the last effect.
 */
export function hasPhotosUploading(form: HTMLFormElement): boolean {
  return form.querySelector('.photo-uploader[data-uploading="true"]') !== null;
}

/** Where focus goes when the last photo is removed: the file input (its label shows the ring). */
const FILE_INPUT_KEY = 'files';
/** The type a dragged photo carries, so photo drags and file drags are told apart. */
const PHOTO_DRAG_TYPE = 'application/x-mercato-photo';

/** What the uploader tells its form after each change. */
export interface PhotoListChange {
  /** The ids the form posts, in order. */
  imageIds: string[];
  /** Files are still being checked or sent. */
  uploading: boolean;
  /** Files that were refused or failed and are still shown. */
  failed: number;
}

export interface PhotoUploaderProps {
  /** The listing's photos, as saved or as the last post left them, in order. */
  photos: readonly UploadedPhoto[];
  /** The list's error ('you need to add at least one photo', a refused save). */
  error?: string | undefined;
  /** Told the ordered ids, and whether files are still on their way, whenever either changes. */
  onChange?: (change: PhotoListChange) => void;
  /** Prefix of the element ids. */
  id?: string;
  /** The most photos the list may hold. */
  maxPhotos?: number;
}

function revokePreview(previews: Map<string, string>, key: string) {
  const url = previews.get(key);
  if (url) URL.revokeObjectURL(url);
  previews.delete(key);
}

/**
 * The photos of a listing: add several at once (picked or dropped), each checked in the browser and
 * uploaded with its own progress bar; reorder by dragging or with each photo's move buttons; remove.
 * Changes stay in the form (hidden `images` inputs, in order) until the form is saved.
 *
 * Without JavaScript the same markup is a plain form: the buttons post `photoEdit` values and the
 * file input posts its files with the form, for the action to upload, attach and reorder.
 */
export function PhotoUploader({ photos, error, onChange, id = 'photos', maxPhotos }: PhotoUploaderProps) {
  const t = useTexts(PHOTO_UPLOADER_TEXTS);
  const wording = useMessageText();
  const hydrated = useHydrated();
  const reducer = useMemo(() => photoListReducerOf(t, wording), [t, wording]);
  const [state, dispatch] = useReducer(reducer<File>, photos, initialPhotoList<File>);
  const uploads = useRef(new Map<string, PhotoUpload>());
  const previews = useRef(new Map<string, string>());
  const nextKey = useRef(0);
  const buttons = useRef(new Map<string, HTMLElement>());
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const draggedKey = useRef<string | null>(null);
  const [dropTarget, setDropTarget] = useState<{ key: string; side: 'before' | 'after' } | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  // The latest state, for handlers that run after an await or between renders.
  const stateRef = useRef(state);
  stateRef.current = state;

  const imageIds = orderedImageIds(state);
  const uploading = isUploading(state);
  const failed = state.entries.filter((entry) => entry.status === 'failed').length;
  const idsKey = imageIds.join(',');

  // The parent learns of changes after they render, once per change of ids or busy state.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for imageIds.
  useEffect(() => {
    onChangeRef.current?.({ imageIds, uploading, failed });
  }, [idsKey, uploading, failed]);

  // Start queued uploads as slots free up; a Map guards against starting one twice.
  useEffect(() => {
    for (const entry of uploadsToStart(state, PARALLEL_UPLOADS)) {
      if (entry.status !== 'queued' || uploads.current.has(entry.key)) continue;
      const { key } = entry;
      dispatch({ type: 'started', key });
      const upload = uploadPhoto(entry.file, (progress) => dispatch({ type: 'progress', key, progress }));
      uploads.current.set(key, upload);
      void upload.done.then((answer) => {
        if (uploads.current.get(key) !== upload) return;
        uploads.current.delete(key);
        if (answer.ok) {
          dispatch({
            type: 'uploaded',
            key,
            photo: { id: answer.id, url: answer.url, srcSet: answer.srcSet },
          });
          revokePreview(previews.current, key);
        } else {
          dispatch({ type: 'failed', key, error: answer.error, retry: answer.retry });
        }
      });
    }
  }, [state]);

  // Closing or reloading the tab mid-upload would lose the files: the browser asks first.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  // Leaving the page stops uploads and frees the previews.
  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const upload of running.values()) upload.abort();
      running.clear();
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  // Focus follows a tile's button to where the edit left it (see `edit`).
  useEffect(() => {
    if (!pendingFocus) return;
    buttons.current.get(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  async function addFiles(files: readonly File[]) {
    if (files.length === 0) return;
    const keyed = files.map((file) => ({ key: `upload-${++nextKey.current}`, file }));
    // Refused files hold no place on the listing.
    const holding = stateRef.current.entries.filter((entry) => entry.status !== 'failed').length;
    const { fitting, overLimit } = takeWithinPhotoLimit(keyed, holding, maxPhotos);
    dispatch({ type: 'add', files: fitting });
    dispatch({
      type: 'refused',
      files: overLimit.map((entry) => ({ ...entry, error: PHOTO_MESSAGES.tooMany })),
    });
    for (const { key, file } of fitting) {
      const problem = photoFileError(file, await headOf(file, SNIFF_BYTES));
      const stillListed = stateRef.current.entries.some((entry) => entry.key === key);
      if (!problem && stillListed) previews.current.set(key, URL.createObjectURL(file));
      dispatch({ type: 'checked', key, ...(problem ? { error: problem } : {}) });
    }
  }

  function onFilesPicked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Sent by script now, so the form's own post must not carry them again.
    input.value = '';
    void addFiles(files);
  }

  function registerButton(key: string, button: HTMLElement | null) {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  }

  /**
   * A tile's button: the list changes in place, and focus stays with the moved photo (on the other
   * arrow once it reaches an end) or, after a removal, goes to the photo that took its place.
   */
  function edit(kind: TileEdit, key: string, index: number) {
    const entries = stateRef.current.entries;
    if (kind === 'remove') {
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      revokePreview(previews.current, key);
      const neighbour = entries[index + 1] ?? entries[index - 1];
      setPendingFocus(neighbour ? buttonKeyOf(neighbour.key, 'remove') : FILE_INPUT_KEY);
    } else {
      const to = kind === 'move-earlier' ? index - 1 : index + 1;
      const atEnd = to === 0 || to === entries.length - 1;
      const opposite = kind === 'move-earlier' ? 'move-later' : 'move-earlier';
      setPendingFocus(buttonKeyOf(key, atEnd ? opposite : kind));
    }
    dispatch({ type: kind, key });
  }

  function onPhotoDragOver(event: DragEvent<HTMLLIElement>, key: string) {
    if (!draggedKey.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const side = event.clientX < box.left + box.width / 2 ? 'before' : 'after';
    if (dropTarget?.key !== key || dropTarget.side !== side) setDropTarget({ key, side });
  }

  function onPhotoDrop(event: DragEvent<HTMLLIElement>, targetKey: string) {
    const key = draggedKey.current;
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    const box = event.currentTarget.getBoundingClientRect();
    const side = event.clientX < box.left + box.width / 2 ? 'before' : 'after';
    dispatch({ type: 'drop', key, targetKey, side });
    draggedKey.current = null;
    setDropTarget(null);
  }

  const carriesFiles = (event: DragEvent) =>
    !draggedKey.current && event.dataTransfer.types.includes('Files');

  const count = state.entries.length;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`photo-uploader${filesOver ? ' photo-uploader--drop' : ''}`}
      data-uploading={uploading ? 'true' : undefined}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setFilesOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFilesOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setFilesOver(false);
        void addFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {/* The tab's heading already says Photos; the legend names the group for screen readers. */}
      <legend className="visually-hidden">{t('legend')}</legend>
      <p id={hintId} className="field__hint">
        {t(hydrated ? 'hintScripted' : 'hintPlain')}
      </p>

      {count > 0 ? (
        <ol className="photo-uploader__list" data-testid="photo-list">
          {state.entries.map((entry, index) => (
            <PhotoTile
              key={entry.key}
              entry={entry}
              index={index}
              count={count}
              hydrated={hydrated}
              preview={previews.current.get(entry.key)}
              dropSide={dropTarget?.key === entry.key ? dropTarget.side : undefined}
              registerButton={registerButton}
              onEdit={(kind) => edit(kind, entry.key, index)}
              onRetry={() => dispatch({ type: 'retry', key: entry.key })}
              drag={{
                onDragStart: (event) => {
                  draggedKey.current = entry.key;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData(PHOTO_DRAG_TYPE, entry.key);
                },
                onDragOver: (event) => onPhotoDragOver(event, entry.key),
                onDragLeave: () => setDropTarget((target) => (target?.key === entry.key ? null : target)),
                onDrop: (event) => onPhotoDrop(event, entry.key),
                onDragEnd: () => {
                  draggedKey.current = null;
                  setDropTarget(null);
                },
              }}
            />
          ))}
        </ol>
      ) : null}

      <div className="photo-uploader__picker">
        {hydrated ? null : (
          <label htmlFor={`${id}-files`} className="photo-uploader__label">
            {t('choosePhotos')}
          </label>
        )}
        <input
          id={`${id}-files`}
          className={hydrated ? 'photo-uploader__input visually-hidden' : 'photo-uploader__input'}
          type="file"
          name={PHOTO_FORM_NAMES.files}
          accept="image/jpeg,image/png"
          multiple
          onChange={onFilesPicked}
          ref={(input) => registerButton(FILE_INPUT_KEY, input)}
          aria-describedby={hintId}
        />
        {hydrated ? (
          <>
            <label htmlFor={`${id}-files`} className="button button--quiet photo-uploader__add">
              {t('addPhotos')}
            </label>
            <span className="photo-uploader__drop-hint">{t('dropHint')}</span>
          </>
        ) : (
          <button
            type="submit"
            name={PHOTO_FORM_NAMES.edit}
            value={UPLOAD_EDIT_VALUE}
            formNoValidate
            className="button button--quiet"
          >
            {t('uploadPhotos')}
          </button>
        )}
      </div>
      {uploading ? (
        <p className="field__hint" data-testid="photos-uploading">
          {t('uploading')}
        </p>
      ) : null}
      <FieldError id={errorId} message={error && wording(error)} />
      <p className="visually-hidden" aria-live="polite">
        {state.announcement}
      </p>
    </fieldset>
  );
}
