import type { DragEvent } from 'react';
import { PHOTO_FORM_NAMES } from './photo-form-names.ts';
import type { PhotoEntry } from './photo-list-state.ts';
import { photoEditValue } from './photo-order.ts';

/** The edits a tile's buttons make. */
export type TileEdit = 'move-earlier' | 'move-later' | 'remove';

/** The name of a pending or failed file, for labels and messages. */
export const fileNameOf = (entry: PhotoEntry) =>
  entry.status === 'uploaded' ? '' : entry.file.name || 'Photo';

/** The key under which a tile registers one of its buttons, to give it focus after a move. */
export const buttonKeyOf = (entryKey: string, edit: TileEdit) => `${entryKey}:${edit}`;

interface PhotoTileProps {
  entry: PhotoEntry;
  index: number;
  count: number;
  /** Scripts run: the tile can be dragged and its buttons act in place. */
  hydrated: boolean;
  /** An object URL of the file while it is checked or uploaded. */
  preview: string | undefined;
  /** Where a photo dragged over this tile would land. */
  dropSide: 'before' | 'after' | undefined;
  registerButton: (key: string, button: HTMLElement | null) => void;
  onEdit: (edit: TileEdit) => void;
  onRetry: () => void;
  drag: {
    onDragStart: (event: DragEvent<HTMLLIElement>) => void;
    onDragOver: (event: DragEvent<HTMLLIElement>) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent<HTMLLIElement>) => void;
    onDragEnd: () => void;
  };
}

/**
 * One photo of the editor: the thumbnail (or the file's preview with its progress bar, or why it was
 * refused), the hidden input that posts its id, and its buttons. The buttons are form buttons
 * (`photoEdit=move-earlier:<id>` …) that a page without scripts posts; with scripts they act in place.
 */
export function PhotoTile(props: PhotoTileProps) {
  const { entry, index, count, hydrated } = props;
  const position = `photo ${index + 1}`;
  const isFailed = entry.status === 'failed';
  const button = (edit: TileEdit) => ({
    // Without scripts only uploaded photos exist, and their buttons post.
    type: entry.status === 'uploaded' ? ('submit' as const) : ('button' as const),
    name: PHOTO_FORM_NAMES.edit,
    value: photoEditValue({ kind: edit, key: entry.status === 'uploaded' ? entry.photo.id : entry.key }),
    formNoValidate: true,
    ref: (element: HTMLButtonElement | null) => props.registerButton(buttonKeyOf(entry.key, edit), element),
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      props.onEdit(edit);
    },
  });
  return (
    <li
      className="photo-tile"
      data-status={entry.status}
      data-drop={props.dropSide}
      data-testid="photo-tile"
      draggable={hydrated && !isFailed}
      {...props.drag}
    >
      <PhotoFrame
        entry={entry}
        preview={props.preview}
        label={`Photo ${index + 1} of ${count}`}
        isCover={index === 0}
      />
      {entry.status === 'failed' ? (
        <p className="photo-tile__error">
          <span className="photo-tile__name">{fileNameOf(entry)}</span> {entry.error}
        </p>
      ) : null}
      {entry.status === 'uploaded' ? (
        <input type="hidden" name={PHOTO_FORM_NAMES.images} value={entry.photo.id} />
      ) : null}
      <div className="photo-tile__actions">
        {entry.status === 'failed' && entry.retry ? (
          <button type="button" className="button button--small" onClick={props.onRetry}>
            Try again<span className="visually-hidden"> to upload {fileNameOf(entry)}</span>
          </button>
        ) : null}
        {isFailed ? null : (
          <>
            <button
              {...button('move-earlier')}
              className="photo-tile__button"
              aria-label={`Move ${position} earlier`}
              title="Move earlier"
              disabled={index === 0}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              {...button('move-later')}
              className="photo-tile__button"
              aria-label={`Move ${position} later`}
              title="Move later"
              disabled={index === count - 1}
            >
              <span aria-hidden="true">→</span>
            </button>
          </>
        )}
        <button
          {...button('remove')}
          className="photo-tile__button photo-tile__button--remove"
          aria-label={isFailed ? `Dismiss ${fileNameOf(entry)}` : `Remove ${position}`}
          title={isFailed ? 'Dismiss' : 'Remove'}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

function PhotoFrame(props: {
  entry: PhotoEntry;
  preview: string | undefined;
  label: string;
  isCover: boolean;
}) {
  const { entry, preview, label, isCover } = props;
  const percent = entry.status === 'uploading' ? Math.round(entry.progress * 100) : 0;
  return (
    <div className="photo-tile__frame">
      {entry.status === 'uploaded' ? (
        <img src={entry.photo.url} srcSet={entry.photo.srcSet} sizes="200px" alt={label} draggable={false} />
      ) : preview ? (
        <img src={preview} alt={`${label}, ${entry.file.name}`} draggable={false} />
      ) : (
        <span className="photo-tile__placeholder" aria-hidden="true" />
      )}
      {isCover && entry.status === 'uploaded' ? <span className="photo-tile__badge">Cover</span> : null}
      {entry.status === 'checking' || entry.status === 'queued' ? (
        <span className="photo-tile__status">Waiting…</span>
      ) : null}
      {entry.status === 'uploading' ? (
        <span className="photo-tile__progress">
          <progress max={100} value={percent} aria-label={`Uploading ${entry.file.name}`} />
          <span aria-hidden="true">{percent}%</span>
        </span>
      ) : null}
    </div>
  );
}
