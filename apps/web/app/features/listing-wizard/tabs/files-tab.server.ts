import { FILE_LIMITS } from '@mercato/core/contracts/file';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { redirect } from 'react-router';
import { MESSAGE_FORM_MAX_BYTES } from '../../../lib/forms/form-body-limits.ts';
import { noAccessPathFor } from '../../../lib/no-access.ts';
import { refusalOf } from '../wizard-save.server.ts';
import {
  refusedSave,
  type WizardListing,
  type WizardTabSaveResult,
  type WizardTabServer,
} from '../wizard-tab.ts';
import { declaredTypeOf, FILES_INPUT, fileProblemOf, keptFileIds, readFilesPost } from './files-tab-form.ts';

/** What sending the files of a post gave: the ids of those sent, and why the others were not. */
export interface SentFiles {
  fileIds: string[];
  /** One sentence per file not sent, naming it. */
  problems: string[];
  /** The answer's status when some were not sent. */
  status: number;
}

/** Why the platform would not take a file, in the tab's words; a refusal of the whole post is thrown. */
function fileRefusalOf(error: SdkError): { message: string; status: number; stop: boolean } {
  const paths = error.errors.map((e) => e.source?.path.join('.') ?? '');
  if (error.status === 429 || error.hasCode('too-many-requests')) {
    return { message: FILES_TAB_MESSAGES.tooManyWaiting, status: 429, stop: true };
  }
  if (error.hasCode('request-upload-over-limit')) {
    const noRoom = error.errors.some((e) => /room/i.test(e.title ?? ''));
    return {
      message: noRoom ? FILES_TAB_MESSAGES.noRoom : FILES_TAB_MESSAGES.tooLarge,
      status: 413,
      stop: noRoom,
    };
  }
  if (error.status === 401) return { message: FILES_TAB_MESSAGES.loggedOut, status: 401, stop: true };
  if (error.status === 400 && paths.includes('mimeType')) {
    return { message: FILES_TAB_MESSAGES.blockedType, status: 400, stop: false };
  }
  if (error.status === 400 && paths.includes('size')) {
    return { message: FILES_TAB_MESSAGES.tooLarge, status: 400, stop: false };
  }
  if (error.status === 400 && paths.includes('name')) {
    return { message: FILES_TAB_MESSAGES.badName, status: 400, stop: false };
  }
  return {
    message: FILES_TAB_MESSAGES.uploadFailed,
    status: error.status >= 500 ? 502 : error.status,
    stop: error.status >= 500,
  };
}

/**
 * Makes each file of a post at the platform and sends its bytes to its upload URL through the SDK
 * (the form without JavaScript); the platform checks them afterwards. A file the platform refuses
 * is named with the reason and the others go on, unless the refusal stands for all of them (a limit
 * of the user's, the session, the platform down). A missing right leaves for its NoAccessPage.
 */
export async function sendListingFiles(sdk: MercatoSdk, files: readonly File[]): Promise<SentFiles> {
  const sent: SentFiles = { fileIds: [], problems: [], status: 400 };
  for (const [index, file] of files.entries()) {
    const name = file.name || 'file';
    const problem = fileProblemOf(file);
    if (problem) {
      sent.problems.push(`${name}: ${problem}`);
      continue;
    }
    try {
      const made = await sdk.ownFiles.create({ name, mimeType: declaredTypeOf(file), size: file.size });
      const upload = await sdk.fileUploads.create(made.data.id);
      await sdk.file.upload(upload.data.attributes, new Uint8Array(await file.arrayBuffer()));
      sent.fileIds.push(made.data.id);
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const noAccess = error.status === 403 ? noAccessPathFor(error.code) : null;
      if (noAccess) throw redirect(noAccess);
      const refusal = fileRefusalOf(error);
      sent.status = refusal.status;
      if (refusal.stop) {
        sent.problems.push(
          refusal.message,
          ...files.slice(index).map((f) => `${f.name || 'file'}: ${FILES_TAB_MESSAGES.uploadFailed}`),
        );
        break;
      }
      sent.problems.push(`${name}: ${refusal.message}`);
    }
  }
  return sent;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The platform's refusals of the list go on the list; a file that is not the author's is worded. */
const wording = {
  inputOf: (path: string) =>
    path === 'protectedFileAttachments' || path.startsWith('protectedFileAttachments.')
      ? FILES_INPUT
      : undefined,
};

/** Saves the listing's files as `fileIds` (replacing the list), unless it is that list already. */
async function saveFiles(
  sdk: MercatoSdk,
  listing: WizardListing,
  fileIds: string[],
): Promise<WizardTabSaveResult> {
  if (
    sameIds(
      fileIds,
      listing.files.map((file) => file.id),
    )
  )
    return { ok: true };
  try {
    const { data } = await sdk.ownListings.update({
      id: listing.id,
      protectedFileAttachments: fileIds.map((fileId) => ({ fileId })),
    });
    return { ok: true, listing: { id: data.id, title: data.attributes.title ?? '' } };
  } catch (error) {
    if (
      SdkError.is(error) &&
      error.status === 400 &&
      error.errors.some((e) => /^No file of yours/.test(e.title ?? ''))
    ) {
      return refusedSave(400, { [FILES_INPUT]: FILES_TAB_MESSAGES.notYours });
    }
    return refusalOf(error, wording);
  }
}

/**
 * The files tab's save (issue #29): the listing's `protectedFileAttachments` become the posted ids
 * (kept files, and those the browser sent already) followed by the files sent with the form, which
 * are made and uploaded here first. Remove and Upload are steps done on the tab; the tab's own
 * button moves on, and needs at least one file, as a published listing always does. Files that
 * could not be sent are named with the reason, the others saved.
 */
export const filesTabServer: WizardTabServer = {
  maxFormBytes: MESSAGE_FORM_MAX_BYTES,
  tooLargeMessage: FILES_TAB_MESSAGES.formTooLarge,
  async save({ form, listing, sdk }) {
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst);
    const post = readFilesPost(form);
    const kept = keptFileIds(post, listing);
    if (post.step === 'add' && post.files.length === 0) {
      return refusedSave(400, { [FILES_INPUT]: FILES_TAB_MESSAGES.chooseFiles });
    }
    if (kept.length + post.files.length > FILE_LIMITS.maxPerListing) {
      return refusedSave(400, { [FILES_INPUT]: FILES_TAB_MESSAGES.tooMany });
    }
    const sent = await sendListingFiles(sdk, post.files);
    const fileIds = [...kept, ...sent.fileIds];
    if (fileIds.length === 0 && (post.step === null || listing.state !== 'draft')) {
      const messages = [FILES_TAB_MESSAGES.atLeastOne, ...sent.problems].join(' ');
      return refusedSave(sent.problems.length > 0 ? sent.status : 400, { [FILES_INPUT]: messages });
    }
    const saved = await saveFiles(sdk, listing, fileIds);
    if (!saved.ok) return saved;
    // Whatever was sent is saved; the page lists what was not, and why.
    if (sent.problems.length > 0) return refusedSave(sent.status, { [FILES_INPUT]: sent.problems.join(' ') });
    return post.step ? { ok: true, stay: true } : saved;
  },
};
