import { FILE_LIMITS } from '@mercato/core/contracts/file';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import { describe, expect, it } from 'vitest';
import { buildWizardListing } from '../wizard-test-builders.ts';
import { isFilesTabComplete } from './files-tab.tsx';
import { checkFilesForm, fileProblemOf, fileSizeOf, keptFileIds, readFilesPost } from './files-tab-form.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const pdf = (name = 'guide.pdf', bytes = 12) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('readFilesPost', () => {
  it('reads the ids in order, each once, leaving out malformed ones', () => {
    const post = readFilesPost(
      formOf([
        ['fileIds', B],
        ['fileIds', 'not-an-id'],
        ['fileIds', A.toUpperCase()],
        ['fileIds', B],
        ['fileIds', ''],
      ]),
    );
    expect(post).toEqual({ fileIds: [B, A], removed: null, files: [], step: null });
  });

  it('drops the file a Remove button names, as a step', () => {
    const post = readFilesPost(
      formOf([
        ['fileIds', A],
        ['fileIds', B],
        ['remove', A],
      ]),
    );
    expect(post).toMatchObject({ fileIds: [B], removed: A, step: 'remove' });
  });

  it('takes the chosen files without the empty part of an input left blank, and the Upload step', () => {
    const post = readFilesPost(
      formOf([
        ['files', pdf()],
        ['files', new File([], '', { type: 'application/octet-stream' })],
        ['intent', 'add-files'],
      ]),
    );
    expect(post.step).toBe('add');
    expect(post.files.map((file) => file.name)).toEqual(['guide.pdf']);
    // A string where a file belongs is not a file.
    expect(readFilesPost(formOf([['files', 'guide.pdf']])).files).toEqual([]);
  });
});

describe('keptFileIds', () => {
  it('keeps the posted ids but not a file of the listing its check refused', () => {
    const listing = buildWizardListing({
      files: [
        { id: A, name: 'a.pdf', size: 10, state: 'available' },
        { id: B, name: 'b.pdf', size: 10, state: 'verificationFailed' },
      ],
    });
    expect(
      keptFileIds(
        readFilesPost(
          formOf([
            ['fileIds', A],
            ['fileIds', B],
            ['fileIds', C],
          ]),
        ),
        listing,
      ),
    ).toEqual([A, C]);
  });
});

describe("the browser's check of the files form", () => {
  it('needs at least one file, kept or chosen', () => {
    expect(checkFilesForm(new FormData())).toEqual({
      ok: false,
      errors: { files: 'Add at least one file: it is what buyers receive.' },
    });
    expect(checkFilesForm(formOf([['fileIds', A]]))).toEqual({ ok: true });
    expect(checkFilesForm(formOf([['files', pdf()]]))).toEqual({ ok: true });
  });

  it(`allows at most ${FILE_LIMITS.maxPerListing} files, counting ids and chosen files`, () => {
    const ids = Array.from(
      { length: 9 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    const nine = ids.map((id): [string, string] => ['fileIds', id]);
    expect(checkFilesForm(formOf([...nine, ['files', pdf()]]))).toEqual({ ok: true });
    expect(checkFilesForm(formOf([...nine, ['files', pdf()], ['files', pdf('b.pdf')]]))).toEqual({
      ok: false,
      errors: { files: FILES_TAB_MESSAGES.tooMany },
    });
  });
});

describe('fileProblemOf', () => {
  it('refuses empty, too large and never-shared files in clear sentences', () => {
    expect(fileProblemOf({ size: 0, type: 'application/pdf' })).toBe('this file is empty.');
    expect(fileProblemOf({ size: FILE_LIMITS.maxBytes + 1, type: 'application/pdf' })).toBe(
      'this file is too large: a file may be at most 100 MB.',
    );
    expect(fileProblemOf({ size: 10, type: 'application/x-msdownload' })).toBe(
      'this kind of file cannot be shared here: programs, scripts and web pages are refused.',
    );
    expect(fileProblemOf({ size: 10, type: ' Text/HTML ' })).toBe(FILES_TAB_MESSAGES.blockedType);
    expect(fileProblemOf({ size: FILE_LIMITS.maxBytes, type: 'application/pdf' })).toBeNull();
    expect(fileProblemOf({ size: 10, type: '' })).toBeNull();
  });
});

describe('fileSizeOf', () => {
  it('shows whole kB below a megabyte, MB with a decimal below ten', () => {
    expect(fileSizeOf(12)).toEqual({ unit: 'kB', amount: 1 });
    expect(fileSizeOf(150 * 1024 + 300)).toEqual({ unit: 'kB', amount: 150 });
    expect(fileSizeOf(1024 * 1024)).toEqual({ unit: 'MB', amount: 1 });
    expect(fileSizeOf(2.46 * 1024 * 1024)).toEqual({ unit: 'MB', amount: 2.5 });
    expect(fileSizeOf(42.6 * 1024 * 1024)).toEqual({ unit: 'MB', amount: 43 });
  });
});

describe('isFilesTabComplete', () => {
  const setup = { config: {} as never, listingType: null, tabs: [] };

  it('needs a file its check has not refused', () => {
    expect(isFilesTabComplete(buildWizardListing(), setup)).toBe(false);
    const refused = { id: A, name: 'a.pdf', size: 1, state: 'verificationFailed' as const };
    expect(isFilesTabComplete(buildWizardListing({ files: [refused] }), setup)).toBe(false);
    const checking = { id: B, name: 'b.pdf', size: 1, state: 'pendingVerification' as const };
    expect(isFilesTabComplete(buildWizardListing({ files: [refused, checking] }), setup)).toBe(true);
  });
});
