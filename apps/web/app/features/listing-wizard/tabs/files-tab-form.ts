import { BLOCKED_FILE_TYPES, FILE_LIMITS } from '@mercato/core/contracts/file';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import type { FormCheck } from '../../../lib/forms/use-form-validation.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { WizardListing } from '../wizard-tab.ts';

// The files tab's form (issue #29): the files a listing delivers to its buyers once paid. It posts
// the ids of the files to keep and of those the browser has sent already (`fileIds`, in order),
// and without JavaScript the files themselves (`files`); a Remove button names one file to drop
// (`remove`), an Upload button asks to add the chosen files and stay (`intent=add-files`).

/** The input that names each kept or already sent file, in order. */
export const FILE_IDS_INPUT = 'fileIds';
/** The plain file input of the form without JavaScript; also the name messages about the list go on. */
export const FILES_INPUT = 'files';
/** The name of each file's Remove button; its value is the file's id. */
export const REMOVE_INPUT = 'remove';
/** The `intent` of the Upload button without JavaScript: add the chosen files and stay on the tab. */
export const ADD_FILES_INTENT = 'add-files';

/** A post of the files tab, read. */
export interface FilesPost {
  /** The posted file ids (kept and already sent), each once, in order, without the removed one. */
  fileIds: string[];
  /** The file a Remove button asked to drop, or null. */
  removed: string | null;
  /** Files sent with the form (without JavaScript), empty ones left out. */
  files: File[];
  /**
   * A step of the form, done on the tab (the author stays): adding the chosen files, or removing
   * one. Null for the tab's own button (Next, Publish listing, Save changes).
   */
  step: 'add' | 'remove' | null;
}

function ids(form: FormData, name: string): string[] {
  const found = form
    .getAll(name)
    .flatMap((value) =>
      typeof value === 'string' && isUuid(value.trim()) ? [value.trim().toLowerCase()] : [],
    );
  return [...new Set(found)];
}

/** Reads a post of the files tab; malformed ids are left out (the platform checks the rest). */
export function readFilesPost(form: FormData): FilesPost {
  const remove = form.get(REMOVE_INPUT);
  const removed = typeof remove === 'string' && isUuid(remove.trim()) ? remove.trim().toLowerCase() : null;
  const files = form
    .getAll(FILES_INPUT)
    .filter((value): value is File => value instanceof File && value.size > 0);
  const step = typeof remove === 'string' ? 'remove' : form.get('intent') === ADD_FILES_INTENT ? 'add' : null;
  return {
    fileIds: ids(form, FILE_IDS_INPUT).filter((id) => id !== removed),
    removed,
    files,
    step,
  };
}

/**
 * The ids to save: those posted, without the listing's files its check refused (the platform would
 * not attach them again; they deliver nothing).
 */
export function keptFileIds(post: FilesPost, listing: WizardListing): string[] {
  const refused = new Set(listing.files.filter((f) => f.state === 'verificationFailed').map((f) => f.id));
  return post.fileIds.filter((id) => !refused.has(id));
}

/**
 * The browser's check of the tab's own button: at least one file (it is what buyers receive) and
 * at most the listing's limit, counting the ids and the chosen files. Remove and Upload are steps,
 * checked by the server.
 */
export function checkFilesForm(form: FormData): FormCheck {
  const post = readFilesPost(form);
  const count = post.fileIds.length + post.files.length;
  if (count === 0) return { ok: false, errors: { [FILES_INPUT]: FILES_TAB_MESSAGES.atLeastOne } };
  if (count > FILE_LIMITS.maxPerListing) {
    return { ok: false, errors: { [FILES_INPUT]: FILES_TAB_MESSAGES.tooMany } };
  }
  return { ok: true };
}

/**
 * What is wrong with a file before it is sent, as the platform would refuse it, or null: empty,
 * larger than a file may be, or of a type that is never shared (programs, scripts, web pages).
 */
export function fileProblemOf(file: { size: number; type: string }): string | null {
  if (file.size < 1) return FILES_TAB_MESSAGES.empty;
  if (file.size > FILE_LIMITS.maxBytes) return FILES_TAB_MESSAGES.tooLarge;
  if (BLOCKED_FILE_TYPES.includes(file.type.trim().toLowerCase())) return FILES_TAB_MESSAGES.blockedType;
  return null;
}

/** The type a file is declared as: the browser's, or the generic one when it knows none. */
export function declaredTypeOf(file: { type: string }): string {
  return file.type.trim() || 'application/octet-stream';
}

/** A file's size as shown: whole kB below a megabyte (at least 1), else MB with one decimal below 10. */
export function fileSizeOf(bytes: number): { unit: 'kB' | 'MB'; amount: number } {
  const mb = bytes / 1024 / 1024;
  if (mb < 1) return { unit: 'kB', amount: Math.max(1, Math.round(bytes / 1024)) };
  return { unit: 'MB', amount: mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb) };
}
