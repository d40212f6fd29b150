import { PHOTO_TILE_TEXTS } from '@mercato/core/texts/catalogs/listings/photo-tile';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import type { DragEvent } from 'react';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { PHOTO_FORM_NAMES } from './photo-form-names.ts';
import type { PhotoEntry } from './photo-list-state.ts';
import { photoEditValue } from './photo-order.ts';

/** The edits a tile's buttons make. */
export type TileEdit = 'move-earlier' | 'move-later' | 'remove';

type PhotoTileTexts = CatalogTexts<typeof PHOTO_TILE_TEXTS>;

/** The name of a pending or failed file, for labels and messages. */
export const fileNameOf = (entry: PhotoEntry, t: PhotoTileTexts) =>
  entry.status === 'uploaded' ? '' : entry.file.name || t('photo');

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
  const t = useTexts(PHOTO_TILE_TEXTS);
  const wording = useMessageText();
  const { entry, index, count, hydrated } = props;
  const number = index + 1;
  const fileName = fileNameOf(entry, t);
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
        number={number}
        count={count}
        isCover={index === 0}
        t={t}
      />
      {entry.status === 'failed' ? (
        <p className="photo-tile__error">
          <span className="photo-tile__name">{fileName}</span> {wording(entry.error)}
        </p>
      ) : null}
      {entry.status === 'uploaded' ? (
        <input type="hidden" name={PHOTO_FORM_NAMES.images} value={entry.photo.id} />
      ) : null}
      <div className="photo-tile__actions">
        {entry.status === 'failed' && entry.retry ? (
          <button type="button" className="button button--small" onClick={props.onRetry}>
            {t('tryAgain')}
            <span className="visually-hidden"> {t('tryAgainFile', { fileName })}</span>
          </button>
        ) : null}
        {isFailed ? null : (
          <>
            <button
              {...button('move-earlier')}
              className="photo-tile__button"
              aria-label={t('moveEarlierLabel', { number })}
              title={t('moveEarlier')}
              disabled={index === 0}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              {...button('move-later')}
              className="photo-tile__button"
              aria-label={t('moveLaterLabel', { number })}
              title={t('moveLater')}
              disabled={index === count - 1}
            >
              <span aria-hidden="true">→</span>
            </button>
          </>
        )}
        <button
          {...button('remove')}
          className="photo-tile__button photo-tile__button--remove"
          aria-label={isFailed ? t('dismissLabel', { fileName }) : t('removeLabel', { number })}
          title={isFailed ? t('dismiss') : t('remove')}
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
  number: number;
  count: number;
  isCover: boolean;
  t: PhotoTileTexts;
}) {
  const { entry, preview, number, count, isCover, t } = props;
  const percent = entry.status === 'uploading' ? Math.round(entry.progress * 100) : 0;
  return (
    <div className="photo-tile__frame">
      {entry.status === 'uploaded' ? (
        <img
          src={entry.photo.url}
          srcSet={entry.photo.srcSet}
          sizes="200px"
          alt={t('photoLabel', { number, count })}
          draggable={false}
        />
      ) : preview ? (
        <img
          src={preview}
          alt={t('previewLabel', { number, count, fileName: entry.file.name })}
          draggable={false}
        />
      ) : (
        <span className="photo-tile__placeholder" aria-hidden="true" />
      )}
      {isCover && entry.status === 'uploaded' ? (
        <span className="photo-tile__badge">{t('cover')}</span>
      ) : null}
      {entry.status === 'checking' || entry.status === 'queued' ? (
        <span className="photo-tile__status">{t('waiting')}</span>
      ) : null}
      {entry.status === 'uploading' ? (
        <span className="photo-tile__progress">
          <progress
            max={100}
            value={percent}
            aria-label={t('uploadingFile', { fileName: entry.file.name })}
          />
          <span aria-hidden="true">{percent}%</span>
        </span>
      ) : null}
    </div>
  );
}
