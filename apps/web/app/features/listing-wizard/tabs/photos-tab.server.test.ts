import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '../../listing-photos/photo-messages.ts';
import type { WizardListing, WizardTabSaveArgs } from '../wizard-tab.ts';
import { photosTabServer } from './photos-tab.server.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const LISTING_ID = '00000000-0000-4000-8000-000000000001';

function listingWith(ids: string[], state: WizardListing['state'] = 'draft'): WizardListing {
  return {
    id: LISTING_ID,
    title: 'Pottery class',
    description: '',
    state,
    price: null,
    geolocation: null,
    availabilityPlan: null,
    publicData: {},
    privateData: {},
    images: ids.map((id) => ({ id, variants: {} })),
    currentStock: null,
    variantStocks: {},
    files: [],
  };
}

/** An SDK whose upload hands out `uploadIds` in turn and whose update succeeds unless told otherwise. */
function fakeSdk(options: { uploadIds?: string[]; updateError?: SdkError } = {}) {
  const uploadIds = [...(options.uploadIds ?? [])];
  const update = vi.fn(async (command: { id: string; images?: string[] }) => {
    if (options.updateError) throw options.updateError;
    return { data: { id: command.id, type: 'ownListing', attributes: { title: 'Pottery class' } } };
  });
  const upload = vi.fn(async () => ({ data: { id: uploadIds.shift() ?? 'none', type: 'image' } }));
  return { sdk: { ownListings: { update }, images: { upload } } as unknown as MercatoSdk, update, upload };
}

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

function save(sdk: MercatoSdk, listing: WizardListing, form: FormData) {
  const args = {
    request: new Request('http://m.test/'),
    sdk,
    listing,
    setup: { config: DEFAULT_MARKETPLACE_CONFIG, listingType: null, tabs: ['details', 'photos'] },
    wizardType: 'draft',
    form,
  } satisfies WizardTabSaveArgs;
  return photosTabServer.save(args);
}

const pngFile = async (name: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 4, height: 3, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    ],
    name,
    { type: 'image/png' },
  );

describe('photos tab save (with JavaScript: the ordered ids)', () => {
  it('replaces the listing images with the posted ids in their order', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([A, B]),
      formOf([
        ['images', C],
        ['images', A],
      ]),
    );
    expect(result).toEqual({ ok: true, listing: { id: LISTING_ID, title: 'Pottery class' } });
    expect(update).toHaveBeenCalledWith({ id: LISTING_ID, images: [C, A] });
  });

  it('needs at least one photo and changes nothing without one', async () => {
    const { sdk, update } = fakeSdk();
    expect(await save(sdk, listingWith([A]), formOf([]))).toEqual({
      ok: false,
      status: 400,
      errors: { images: 'you need to add at least one photo' },
      formError: null,
      values: undefined,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('saves nothing when the list is as stored', async () => {
    const { sdk, update } = fakeSdk();
    expect(
      await save(
        sdk,
        listingWith([A, B]),
        formOf([
          ['images', A],
          ['images', B],
        ]),
      ),
    ).toEqual({ ok: true });
    expect(update).not.toHaveBeenCalled();
  });

  it("words the platform's refusal of an image that is not the user's", async () => {
    const refusal = new SdkError(400, [
      {
        id: '1',
        status: 400,
        code: 'validation-invalid-value',
        title: 'images.1: no such image uploaded by you',
        source: { path: ['images', '1'], type: 'body' },
      },
    ]);
    const { sdk } = fakeSdk({ updateError: refusal });
    const result = await save(
      sdk,
      listingWith([A]),
      formOf([
        ['images', A],
        ['images', C],
      ]),
    );
    expect(result).toMatchObject({ ok: false, status: 400, errors: { images: PHOTO_MESSAGES.notYours } });
  });
});

describe('photos tab save (without JavaScript: one step per post)', () => {
  it('moves and removes photos at once, staying on the tab', async () => {
    const { sdk, update } = fakeSdk();
    const listing = listingWith([A, B, C]);
    const ids = [
      ['images', A],
      ['images', B],
      ['images', C],
    ] as [string, string][];
    expect(await save(sdk, listing, formOf([...ids, ['photoEdit', `move-later:${A}`]]))).toEqual({
      ok: true,
      stay: true,
    });
    expect(update).toHaveBeenLastCalledWith({ id: LISTING_ID, images: [B, A, C] });
    await save(sdk, listing, formOf([...ids, ['photoEdit', `move-earlier:${C}`]]));
    expect(update).toHaveBeenLastCalledWith({ id: LISTING_ID, images: [A, C, B] });
    await save(sdk, listing, formOf([...ids, ['photoEdit', `remove:${B}`]]));
    expect(update).toHaveBeenLastCalledWith({ id: LISTING_ID, images: [A, C] });
  });

  it('uploads the chosen files and appends them; a wrong file is named with its reason', async () => {
    const { sdk, update, upload } = fakeSdk({ uploadIds: [C] });
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'anim.gif', { type: 'image/gif' });
    const result = await save(
      sdk,
      listingWith([A]),
      formOf([
        ['images', A],
        ['addImages', await pngFile('beach.png')],
        ['addImages', gif],
        ['photoEdit', 'upload'],
      ]),
    );
    expect(upload).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ id: LISTING_ID, images: [A, C] });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { images: 'anim.gif: images must be JPG or PNG' },
    });
  });

  it('asks for files when Upload is pressed without any', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([A]),
      formOf([
        ['images', A],
        ['photoEdit', 'upload'],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { images: 'Choose one or more JPG or PNG photos first.' },
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the last photo of a published listing', async () => {
    const { sdk, update } = fakeSdk();
    const result = await save(
      sdk,
      listingWith([A], 'published'),
      formOf([
        ['images', A],
        ['photoEdit', `remove:${A}`],
      ]),
    );
    expect(result).toMatchObject({ ok: false, errors: { images: 'you need to add at least one photo' } });
    expect(update).not.toHaveBeenCalled();
    // A draft may be left without photos until it is published.
    await save(
      sdk,
      listingWith([A]),
      formOf([
        ['images', A],
        ['photoEdit', `remove:${A}`],
      ]),
    );
    expect(update).toHaveBeenCalledWith({ id: LISTING_ID, images: [] });
  });
});
