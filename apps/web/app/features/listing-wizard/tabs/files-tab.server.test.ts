import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it, vi } from 'vitest';
import { wizardSetupOf } from '../wizard-listing.ts';
import type { WizardFile, WizardListing, WizardTabSaveArgs } from '../wizard-tab.ts';
import { buildConfig, buildWizardListing, downloadType } from '../wizard-test-builders.ts';
import { filesTabServer } from './files-tab.server.ts';

// The files tab's server half (issue #29): the listing's protectedFileAttachments become the kept
// and already-sent ids, then the files posted without JavaScript, made and uploaded through the SDK.

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const NEW_1 = '00000000-0000-4000-8000-0000000000f1';
const NEW_2 = '00000000-0000-4000-8000-0000000000f2';

const config = buildConfig({ listingTypes: [downloadType('digital-guides', 'Digital guides')] });

const file = (id: string, state: WizardFile['state'] = 'available'): WizardFile => ({
  id,
  name: `${id.slice(-1)}.pdf`,
  size: 2048,
  state,
});

function listingWith(files: WizardFile[], state: WizardListing['state'] = 'draft'): WizardListing {
  return buildWizardListing({
    title: 'Lisbon walks',
    state,
    publicData: { listingType: 'digital-guides' },
    files,
  });
}

/**
 * An SDK whose files are made with the ids of `newIds` in turn (a file whose name says `refuse-<code>`
 * is refused as the platform would), and whose listing update succeeds unless told otherwise.
 */
function fakeSdk(options: { newIds?: string[]; updateError?: SdkError } = {}) {
  const newIds = [...(options.newIds ?? [])];
  const update = vi.fn(async (command: { id: string; protectedFileAttachments?: { fileId: string }[] }) => {
    if (options.updateError) throw options.updateError;
    return { data: { id: command.id, type: 'ownListing', attributes: { title: 'Lisbon walks' } } };
  });
  const create = vi.fn(async (params: { name: string; mimeType: string; size: number }) => {
    if (params.name.startsWith('refuse-type')) {
      throw new SdkError(400, [
        {
          status: 400,
          code: 'validation-invalid-value',
          title: 'mimeType: is a type of file that cannot be shared here',
          source: { path: ['mimeType'], type: 'body' },
        },
      ]);
    }
    if (params.name.startsWith('refuse-busy')) {
      throw new SdkError(429, [
        {
          status: 429,
          code: 'too-many-requests',
          title: 'Too many files are waiting for their upload or check',
        },
      ]);
    }
    return { data: { id: newIds.shift() ?? 'none', type: 'ownFile', attributes: { name: params.name } } };
  });
  const uploadTarget = vi.fn(async (fileId: string) => ({
    data: {
      id: 'u',
      type: 'fileUpload',
      attributes: {
        fileId,
        url: `http://m.test/files/${fileId}/upload/sig`,
        method: 'PUT',
        headers: {},
        expiresAt: '',
      },
    },
  }));
  const upload = vi.fn(async (_target: unknown, _bytes: Uint8Array) => undefined);
  const sdk = {
    ownListings: { update },
    ownFiles: { create },
    fileUploads: { create: uploadTarget },
    file: { upload },
  } as unknown as MercatoSdk;
  return { sdk, update, create, upload };
}

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const pdf = (name: string, text = '%PDF-1.4 guide') =>
  new File([new TextEncoder().encode(text)], name, { type: 'application/pdf' });

function save(sdk: MercatoSdk, listing: WizardListing | null, form: FormData) {
  const args = {
    request: new Request('http://m.test/'),
    sdk,
    listing,
    setup: wizardSetupOf(config, listing),
    wizardType: 'draft',
    form,
  } satisfies WizardTabSaveArgs;
  return filesTabServer.save(args);
}

const attachments = (...ids: string[]) => ids.map((fileId) => ({ fileId }));

describe('files tab save (with JavaScript: the ids of kept and sent files)', () => {
  it('replaces the listing files with the kept and newly sent ids, in order, and moves on', async () => {
    const { sdk, update, create } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([file(A)]),
      formOf([
        ['fileIds', A],
        ['fileIds', NEW_1],
      ]),
    );
    expect(result).toEqual({ ok: true, listing: { id: listingWith([]).id, title: 'Lisbon walks' } });
    expect(update).toHaveBeenCalledWith({
      id: listingWith([]).id,
      protectedFileAttachments: attachments(A, NEW_1),
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('saves nothing when the list is as stored', async () => {
    const { sdk, update } = fakeSdk();
    expect(
      await save(
        sdk,
        listingWith([file(A), file(B)]),
        formOf([
          ['fileIds', A],
          ['fileIds', B],
        ]),
      ),
    ).toEqual({
      ok: true,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses to move on without a file: it is what buyers receive', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(sdk, listingWith([]), new FormData());
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: { files: 'Add at least one file: it is what buyers receive.' },
      formError: null,
      values: undefined,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('leaves out a kept file whose check refused it, which cannot be attached again', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([file(A), file(B, 'verificationFailed')]),
      formOf([
        ['fileIds', A],
        ['fileIds', B],
      ]),
    );
    expect(result.ok).toBe(true);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ protectedFileAttachments: attachments(A) }),
    );
  });

  it('refuses more files than a listing may have, before sending any', async () => {
    const { sdk, update, create } = fakeSdk();
    const ten = Array.from(
      { length: 10 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    const result = await save(
      sdk,
      listingWith(ten.map((id) => file(id))),
      formOf([...ten.map((id): [string, string] => ['fileIds', id]), ['files', pdf('eleventh.pdf')]]),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { files: 'A listing can have at most 10 files. Remove some before adding more.' },
    });
    expect(create).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it("words the platform's refusal of a file that is not the author's", async () => {
    const { sdk } = fakeSdk({
      updateError: new SdkError(400, [
        {
          status: 400,
          code: 'validation-invalid-value',
          title: `No file of yours has the id ${C}`,
          source: { path: ['protectedFileAttachments'], type: 'body' },
        },
      ]),
    });
    const result = await save(sdk, listingWith([]), formOf([['fileIds', C]]));
    expect(result).toMatchObject({ ok: false, status: 400, errors: { files: FILES_TAB_MESSAGES.notYours } });
  });

  it('puts any other refusal of the list on the list, and a failure over the form', async () => {
    const refused = fakeSdk({
      updateError: new SdkError(400, [
        {
          status: 400,
          code: 'validation-invalid-value',
          title: 'The file a.pdf cannot be attached: The file is text/plain, not application/pdf.',
          source: { path: ['protectedFileAttachments'], type: 'body' },
        },
      ]),
    });
    expect(await save(refused.sdk, listingWith([]), formOf([['fileIds', A]]))).toMatchObject({
      ok: false,
      status: 400,
      errors: { files: 'The file a.pdf cannot be attached: The file is text/plain, not application/pdf.' },
    });
    const down = fakeSdk({ updateError: new SdkError(503, []) });
    expect(await save(down.sdk, listingWith([]), formOf([['fileIds', A]]))).toMatchObject({
      ok: false,
      status: 502,
      formError: 'Saving the listing failed. Please try again.',
    });
  });
});

describe('files tab save (without JavaScript: the files themselves)', () => {
  it('makes and uploads each file, then saves them after the kept ones and moves on', async () => {
    const { sdk, update, create, upload } = fakeSdk({ newIds: [NEW_1, NEW_2] });
    const result = await save(
      sdk,
      listingWith([file(A)]),
      formOf([
        ['fileIds', A],
        ['files', pdf('Lisbon walks.pdf')],
        ['files', new File(['Rua Augusta, then left.'], 'notes.txt', { type: 'text/plain' })],
      ]),
    );
    expect(result).toMatchObject({ ok: true, listing: { title: 'Lisbon walks' } });
    expect(create.mock.calls.map(([params]) => params)).toEqual([
      { name: 'Lisbon walks.pdf', mimeType: 'application/pdf', size: 14 },
      { name: 'notes.txt', mimeType: 'text/plain', size: 23 },
    ]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(new TextDecoder().decode(upload.mock.calls[0]?.[1])).toBe('%PDF-1.4 guide');
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ protectedFileAttachments: attachments(A, NEW_1, NEW_2) }),
    );
  });

  it('adds the chosen files with Upload files and stays on the tab', async () => {
    const { sdk, update } = fakeSdk({ newIds: [NEW_1] });
    const result = await save(
      sdk,
      listingWith([]),
      formOf([
        ['files', pdf('guide.pdf')],
        ['intent', 'add-files'],
      ]),
    );
    expect(result).toEqual({ ok: true, stay: true });
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ protectedFileAttachments: attachments(NEW_1) }),
    );
  });

  it('asks for files when Upload files is pressed without any', async () => {
    const { sdk } = fakeSdk();
    expect(
      await save(
        sdk,
        listingWith([file(A)]),
        formOf([
          ['fileIds', A],
          ['intent', 'add-files'],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: { files: 'Choose one or more files first.' },
    });
  });

  it('removes a file with its Remove button and stays; a draft may be left without files', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([file(A), file(B)]),
      formOf([
        ['fileIds', A],
        ['fileIds', B],
        ['remove', A],
      ]),
    );
    expect(result).toEqual({ ok: true, stay: true });
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ protectedFileAttachments: attachments(B) }),
    );
    expect(
      await save(
        sdk,
        listingWith([file(B)]),
        formOf([
          ['fileIds', B],
          ['remove', B],
        ]),
      ),
    ).toEqual({
      ok: true,
      stay: true,
    });
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ protectedFileAttachments: [] }));
  });

  it('keeps the last file of a published listing, which must deliver something', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([file(A)], 'published'),
      formOf([
        ['fileIds', A],
        ['remove', A],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { files: FILES_TAB_MESSAGES.atLeastOne },
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('names each file not sent and why, saving the others', async () => {
    const { sdk, update, create } = fakeSdk({ newIds: [NEW_1] });
    const result = await save(
      sdk,
      listingWith([]),
      formOf([
        ['files', new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })],
        ['files', pdf('refuse-type.pdf')],
        ['files', pdf('guide.pdf')],
        ['intent', 'add-files'],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        files:
          'setup.exe: this kind of file cannot be shared here: programs, scripts and web pages are refused. ' +
          'refuse-type.pdf: this kind of file cannot be shared here: programs, scripts and web pages are refused.',
      },
    });
    // The program is never made at the platform; the guide is saved.
    expect(create.mock.calls.map(([params]) => params.name)).toEqual(['refuse-type.pdf', 'guide.pdf']);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ protectedFileAttachments: attachments(NEW_1) }),
    );
  });

  it('stops at a limit of the author, saying so, and moves on with none of them', async () => {
    const { sdk, update, create } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([]),
      formOf([
        ['files', pdf('refuse-busy.pdf')],
        ['files', pdf('b.pdf')],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 429,
      errors: {
        files:
          'Add at least one file: it is what buyers receive. ' +
          'Too many of your files are still waiting for their upload or check. Please try again in a few minutes. ' +
          'refuse-busy.pdf: the file could not be sent. Please try again. b.pdf: the file could not be sent. Please try again.',
      },
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it('answers a refusal when no listing exists yet, and takes bodies as large as a message with files', async () => {
    const { sdk } = fakeSdk();
    expect(await save(sdk, null, formOf([['files', pdf('a.pdf')]]))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(filesTabServer.maxFormBytes).toBe(25 * 1024 * 1024 + 256 * 1024);
    expect(filesTabServer.tooLargeMessage).toBe(FILES_TAB_MESSAGES.formTooLarge);
  });
});
