import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { useEffect, useRef, useState } from 'react';
import { fileStateOf, makeUploadTarget, sendFileBytes } from '../../lib/file-uploads.ts';
import { useTexts } from '../../lib/texts.ts';

/** A file of the message being written, and how it is doing. */
interface PickedFile {
  key: string;
  name: string;
  fileId: string | null;
  state: 'uploading' | 'checking' | 'ready' | 'refused' | 'failed';
  percent: number;
  reason: string | null;
}

const POLL_MS = 1000;
const POLL_TRIES = 90;

/**
 * The composer's files with scripts on: each picked file is sent at once, straight to its upload
 * URL with its progress shown, then its check is followed (checking, ready, refused). The message
 * carries the ids of the files sent (`fileIds`); a refused or failed one is left out. Without
 * scripts the plain file input of the form sends the files with the message instead.
 */
export function MessageFilePicker(props: { label: string; hint: string; error: string | undefined }) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const update = (key: string, change: Partial<PickedFile>) => {
    if (live.current) setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  };

  async function send(file: File, key: string) {
    try {
      const target = await makeUploadTarget(file, file.type || 'application/octet-stream');
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
      update(key, { state: 'failed', reason: (error as Error).message });
    }
  }

  function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const added = picked.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      fileId: null,
      state: 'uploading' as const,
      percent: 0,
      reason: null,
    }));
    setFiles((all) => [...all, ...added]);
    picked.forEach((file, i) => void send(file, added[i]?.key ?? ''));
  }

  const lineOf = (file: PickedFile) => {
    switch (file.state) {
      case 'uploading':
        return t('fileUploading', { name: file.name, percent: file.percent });
      case 'checking':
        return t('fileChecking', { name: file.name });
      case 'ready':
        return t('fileReady', { name: file.name });
      case 'refused':
        return t('fileRefused', { name: file.name });
      case 'failed':
        return t('fileUploadFailed', { name: file.name, reason: file.reason ?? '' });
    }
  };

  return (
    <div className="field">
      <label htmlFor="message-attachments">{props.label}</label>
      <input
        id="message-attachments"
        type="file"
        multiple
        onChange={onPick}
        aria-describedby="message-attachments-hint"
      />
      <p id="message-attachments-hint" className="field__hint">
        {props.hint}
      </p>
      {files.length > 0 ? (
        <ul className="message-composer__files" aria-live="polite" data-testid="composer-files">
          {files.map((file) => (
            <li key={file.key}>
              {lineOf(file)}{' '}
              <button
                type="button"
                className="button button--link"
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
          <input key={f.key} type="hidden" name="fileIds" value={f.fileId ?? ''} />
        ))}
      {props.error ? (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
