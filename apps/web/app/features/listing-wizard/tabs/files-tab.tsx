import { FILES_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/files-tab';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-router';
import { FieldError } from '../../../components/field-error.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { WizardSubmitButton, WizardTabMessages } from '../wizard-form-parts.tsx';
import type { WizardFile, WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';
import { FileLine, FilesPicker, type PickedFilesState } from './files-picker.tsx';
import {
  ADD_FILES_INTENT,
  checkFilesForm,
  FILE_IDS_INPUT,
  FILES_INPUT,
  REMOVE_INPUT,
} from './files-tab-form.ts';

/**
 * Whether the listing delivers at least one file its check has not refused: a download listing
 * without one has nothing to give its buyers and cannot be published.
 */
export function isFilesTabComplete(listing: WizardListing, _setup: WizardSetup): boolean {
  return listing.files.some((file) => file.state !== 'verificationFailed');
}

const STATE_KEYS = {
  pendingUpload: 'stateMissing',
  pendingVerification: 'stateChecking',
  available: 'stateReady',
  verificationFailed: 'stateRefused',
} as const satisfies Record<WizardFile['state'], CatalogKey<typeof FILES_TAB_TEXTS>>;

/**
 * The files tab of listing types that deliver files (issue #29): the files a buyer receives once
 * paid, each with its size, its check and a Remove button (a post that saves the list without it),
 * and a file input to add more. With scripts each picked file is sent at once with its progress and
 * the form carries its id; sent while files upload, the form waits for them. Without scripts the
 * form posts the files themselves (Upload files adds them and stays; the tab's button also takes
 * any chosen).
 */
export function FilesTab({ listing, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(FILES_TAB_TEXTS);
  const hydrated = useHydrated();
  const { errors, onSubmit, clearError, submitting } = useFormValidation(checkFilesForm, actionData?.errors);
  const form = useRef<HTMLFormElement>(null);
  const uploading = useRef(false);
  // Sent while files were uploading: the button pressed, pressed again once they are done.
  const waitingFor = useRef<HTMLElement | null>(null);
  const [waiting, setWaiting] = useState(false);
  const stored = listing?.files ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    if (uploading.current) {
      event.preventDefault();
      waitingFor.current = submitter;
      setWaiting(true);
      return;
    }
    setWaiting(false);
    // Removing a file is a step the server checks; the tab's own button needs a file.
    if (submitter?.getAttribute('name') === REMOVE_INPUT) return;
    onSubmit(event);
  }

  function onPickedChange(state: PickedFilesState) {
    uploading.current = state.uploading;
    if (state.sent > 0) clearError(FILES_INPUT);
    if (state.uploading || !waiting) return;
    setWaiting(false);
    const submitter = waitingFor.current;
    waitingFor.current = null;
    if (state.failed === 0) form.current?.requestSubmit(submitter?.isConnected ? submitter : undefined);
  }

  const describedBy = errors[FILES_INPUT] ? 'files-hint files-error' : 'files-hint';
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="form wizard-tab"
      onSubmit={submit}
    >
      <WizardTabMessages actionData={actionData} />
      <fieldset aria-describedby={describedBy}>
        <legend>{t('legend')}</legend>
        <p id="files-hint" className="field__hint">
          {t('hint')}
        </p>
        {stored.length > 0 ? (
          <ul className="wizard-files" data-testid="listing-files">
            {stored.map((file) => (
              <li key={file.id}>
                <input type="hidden" name={FILE_IDS_INPUT} value={file.id} />
                <FileLine name={file.name} size={file.size} state={t(STATE_KEYS[file.state])} />{' '}
                <button
                  type="submit"
                  name={REMOVE_INPUT}
                  value={file.id}
                  className="button button--quiet button--small"
                >
                  {t('removeFile', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">{t('noFiles')}</p>
        )}
        {hydrated ? (
          <FilesPicker storedCount={stored.length} describedBy={describedBy} onChange={onPickedChange} />
        ) : (
          <div className="field">
            <label htmlFor="listing-files-input">{t('addFiles')}</label>
            <input
              id="listing-files-input"
              type="file"
              name={FILES_INPUT}
              multiple
              aria-describedby={`${describedBy} files-no-script-hint`}
            />
            <p id="files-no-script-hint" className="field__hint">
              {t('noScriptHint')}
            </p>
            <button type="submit" name="intent" value={ADD_FILES_INTENT} className="button button--quiet">
              {t('uploadFiles')}
            </button>
          </div>
        )}
        <FieldError id="files-error" message={errors[FILES_INPUT]} />
      </fieldset>
      {waiting ? (
        <p className="field__hint" role="status">
          {t('sentWhenUploaded')}
        </p>
      ) : null}
      <WizardSubmitButton label={submitLabel} submitting={submitting || waiting} />
    </Form>
  );
}
