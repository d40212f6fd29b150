import { FILE_LIMITS } from '@mercato/core/contracts/file';
import { FILES_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/files-tab';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useMessageText, useTexts } from '../../../lib/texts.ts';
import { FILE_IDS_INPUT, fileProblemOf, fileSizeOf } from './files-tab-form.ts';
import { FileUploadError, fileStateOf, makeUploadTarget, sendFileBytes } from './files-upload.ts';

/** A file picked on the tab, and how its upload and check go. */
interface PickedFile {
  key: string;
  name: string;
  size: number;
  fileId: string | null;
  state: 'uploading' | 'checking' | 'ready' | 'refused' | 'failed';
  percent: number;
  /** Why it was not sent (a message of `FILES_TAB_MESSAGES`). */
  reason: string | null;
}

/** How the picked files stand, for the form around the picker. */
export interface PickedFilesState {
  /** Some are still being sent: the form waits for them. */
  uploading: boolean;
  /** Files sent, which the form carries. */
  sent: number;
  /** Files that could not be sent. */
  failed: number;
}

const POLL_MS = 1000;
const POLL_TRIES = 90;

/** Whether a picked file counts towards the listing's files (it is or will be in the form). */
const counts = (file: PickedFile) => file.state !== 'failed' && file.state !== 'refused';

/**
 * The files tab's picker with scripts on: each picked file is sent at once, straight to its upload
 * URL with its progress shown, then its check is followed (being checked, ready, refused). The
 * form carries the ids of the files sent (`fileIds`, after the listing's own); a refused or failed
 * one is left out. Files over the listing's limit, too large or of a type never shared are not
 * sent, and say why.
 */
export function FilesPicker(props: {
  /** How many files the listing keeps, so that the picker stops at the limit. */
  storedCount: number;
  /** The id of the list's message, if any, for `aria-describedby`. */
  describedBy: string;
  onChange: (state: PickedFilesState) => void;
}) {
  const t = useTexts(FILES_TAB_TEXTS);
  const wording = useMessageText();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const live = useRef(true);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  useEffect(() => {
    onChange.current({
      uploading: files.some((f) => f.state === 'uploading'),
      sent: files.filter((f) => f.fileId && (f.state === 'checking' || f.state === 'ready')).length,
      failed: files.filter((f) => f.state === 'failed').length,
    });
  }, [files]);

  const update = (key: string, change: Partial<PickedFile>) => {
    if (live.current) setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  };

  async function send(file: File, key: string) {
    try {
      const target = await makeUploadTarget(file);
      update(key, { fileId: target.fileId });
      await sendFileBytes(file, target, (fraction) => update(key, { percent: Math.round(fraction * 100) }));
      update(key, { state: 'checking', percent: 100 });
      for (let tries = 0; tries < POLL_TRIES && live.current; tries++) {
        const state = await fileStateOf(target.fileId);
        if (state === 'available') return update(key, { state: 'ready' });
        if (state === 'verificationFailed') return update(key, { state: 'refused' });
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      const reason = error instanceof FileUploadError ? error.message : FILES_TAB_MESSAGES.uploadFailed;
      update(key, { state: 'failed', reason });
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    let room = FILE_LIMITS.maxPerListing - props.storedCount - files.filter(counts).length;
    const added = picked.map((file, i) => {
      const problem = fileProblemOf(file) ?? (room > 0 ? null : FILES_TAB_MESSAGES.tooMany);
      if (!problem) room -= 1;
      return {
        file,
        entry: {
          key: `${Date.now()}-${i}-${file.name}`,
          name: file.name || 'file',
          size: file.size,
          fileId: null,
          state: problem ? ('failed' as const) : ('uploading' as const),
          percent: 0,
          reason: problem,
        },
      };
    });
    setFiles((all) => [...all, ...added.map(({ entry }) => entry)]);
    for (const { file, entry } of added) if (entry.state === 'uploading') void send(file, entry.key);
  }

  const stateOf = (file: PickedFile) => {
    switch (file.state) {
      case 'uploading':
        return t('stateUploading', { percent: file.percent });
      case 'checking':
        return t('stateChecking');
      case 'ready':
        return t('stateReady');
      case 'refused':
        return t('stateRefused');
      case 'failed':
        return t('stateNotSent', { reason: wording(file.reason ?? FILES_TAB_MESSAGES.uploadFailed) });
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor="listing-files-input">{t('addFiles')}</label>
        <input
          id="listing-files-input"
          type="file"
          multiple
          onChange={onPick}
          aria-describedby={props.describedBy}
        />
      </div>
      {files.length > 0 ? (
        <ul className="wizard-files" aria-live="polite" data-testid="picked-files">
          {files.map((file) => (
            <li key={file.key}>
              <FileLine name={file.name} size={file.size} state={stateOf(file)} />
              {file.state === 'uploading' ? (
                <progress max={100} value={file.percent} aria-hidden="true" />
              ) : null}{' '}
              <button
                type="button"
                className="button button--quiet button--small"
                onClick={() => setFiles((all) => all.filter((f) => f.key !== file.key))}
              >
                {t('removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files
        .filter((f) => f.fileId && (f.state === 'checking' || f.state === 'ready'))
        .map((f) => (
          <input key={f.key} type="hidden" name={FILE_IDS_INPUT} value={f.fileId ?? ''} />
        ))}
    </>
  );
}

/** One file as the tab lists it: its name, size and where it stands. */
export function FileLine(props: { name: string; size: number; state: string }) {
  const t = useTexts(FILES_TAB_TEXTS);
  const { unit, amount } = fileSizeOf(props.size);
  const size = unit === 'kB' ? t('sizeKilobytes', { size: amount }) : t('sizeMegabytes', { size: amount });
  return (
    <span className="wizard-files__line">
      <strong>{props.name}</strong> · {size} · <span data-testid="file-state">{props.state}</span>
    </span>
  );
}
