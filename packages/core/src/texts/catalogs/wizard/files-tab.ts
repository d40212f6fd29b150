import { FILE_LIMITS } from '../../../contracts/file.ts';
import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's files tab: the files a buyer receives once paid (issue #29). */
export const FILES_TAB_TEXTS = defineTexts('FilesTab', {
  legend: 'Files buyers receive',
  hint: `Buyers can download these files once they have paid. Up to ${FILE_LIMITS.maxPerListing} files, each up to ${Math.floor(FILE_LIMITS.maxBytes / 1024 / 1024)} MB: PDFs, pictures, documents, audio, video or archives.`,
  noFiles: 'No files yet.',
  addFiles: 'Add files',
  uploadFiles: 'Upload files',
  noScriptHint: 'Files sent together may be 25 MB in all: add large files one at a time.',
  sizeKilobytes: '{size} kB',
  sizeMegabytes: '{size} MB',
  stateChecking: 'being checked',
  stateReady: 'ready',
  stateRefused: 'refused — it is not the kind of file its name says, or not a kind that can be shared here',
  stateMissing: 'never arrived — remove it and add it again',
  stateUploading: 'uploading, {percent}%',
  stateNotSent: 'not sent — {reason}',
  removeFile: 'Remove {name}',
  sentWhenUploaded: 'Your files are still uploading. The form is sent as soon as they are done.',
});
