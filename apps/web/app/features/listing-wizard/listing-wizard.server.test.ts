import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { INFINITE_STOCK_TOTAL } from '@mercato/core/validators/listing-stock';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it, vi } from 'vitest';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { loader as returnLoader } from '../../routes/listing-wizard-return.ts';
import { loadListingWizard, saveListingWizard } from './listing-wizard.server.ts';
import { bookingType, buildConfig, downloadType, purchaseType } from './wizard-test-builders.ts';

const ID = '6a1f0e9c-7b3d-4c55-9a0e-2f6d8c1b4e77';
const BASE = 'http://shop.test';

const config = buildConfig({
  listingTypes: [
    bookingType('lesson', 'Lesson'),
    purchaseType('prints', 'Prints', {
      stockType: 'infiniteMultipleItems',
      defaultListingFields: { images: false },
    }),
  ],
});

interface FakeListing {
  state?: string;
  title?: string;
  price?: { amount: number; currency: string } | null;
  geolocation?: { lat: number; lng: number } | null;
  availabilityPlan?: Record<string, unknown> | null;
  publicData?: Record<string, unknown>;
  stock?: number;
  images?: number;
  /** Files the listing delivers (`protectedFileAttachments` with their `file`). */
  files?: { name: string; state: string }[];
}

/** A session whose SDK answers like the platform would, recording the commands it gets. */
function fakeSession(options: {
  listing?: FakeListing;
  userState?: string;
  postListings?: string;
  config?: MarketplaceConfig;
  loggedIn?: boolean;
  /** The author has a payout account at Stripe (`currentUser.stripeConnected`). */
  stripeConnected?: boolean;
}) {
  const listing = {
    state: 'draft',
    title: 'Tile painting',
    publicData: { listingType: 'lesson' },
    ...options.listing,
  };
  const resourceOf = (state = listing.state) => ({
    id: ID,
    type: 'ownListing' as const,
    attributes: {
      title: listing.title,
      description: 'Paint a tile.',
      state,
      deleted: false,
      price: listing.price ?? null,
      geolocation: listing.geolocation ?? null,
      availabilityPlan: listing.availabilityPlan ?? null,
      publicData: listing.publicData,
      privateData: {},
    },
    relationships: {
      images: {
        data: Array.from({ length: listing.images ?? 0 }, (_, i) => ({ id: `img-${i}`, type: 'image' })),
      },
      ...(listing.stock === undefined ? {} : { currentStock: { data: { id: 'stock-1', type: 'stock' } } }),
      protectedFileAttachments: {
        data: (listing.files ?? []).map((_, i) => ({ id: `att-${i}`, type: 'fileAttachment' })),
      },
    },
  });
  const included = [
    ...Array.from({ length: listing.images ?? 0 }, (_, i) => ({
      id: `img-${i}`,
      type: 'image',
      attributes: {
        variants: { 'square-small': { name: 'square-small', width: 240, height: 240, url: '/x.png' } },
      },
    })),
    ...(listing.stock === undefined
      ? []
      : [{ id: 'stock-1', type: 'stock', attributes: { quantity: listing.stock } }]),
    ...(listing.files ?? []).flatMap((file, i) => [
      {
        id: `att-${i}`,
        type: 'fileAttachment',
        attributes: { scope: 'protected', deleted: false },
        relationships: { file: { data: { id: `file-${i}`, type: 'file' } } },
      },
      { id: `file-${i}`, type: 'file', attributes: { ...file, size: 1024, deleted: false } },
    ]),
  ];
  const sdk = {
    currentUser: {
      show: vi.fn(async () => ({
        data: {
          id: 'user-1',
          attributes: {
            state: options.userState ?? 'active',
            stripeConnected: options.stripeConnected ?? false,
          },
        },
        included: [
          {
            id: 'user-1',
            type: 'permissionSet',
            attributes: { postListings: options.postListings ?? 'permission/allow' },
          },
        ],
      })),
    },
    assets: {
      config: vi.fn(async () => ({ data: options.config ?? config })),
      translations: vi.fn(async () => ({ data: {}, version: null })),
    },
    ownListings: {
      show: vi.fn(async () => ({ data: resourceOf(), included, meta: {} })),
      update: vi.fn(async () => ({ data: resourceOf(), included: [], meta: {} })),
      createDraft: vi.fn(async () => ({ data: resourceOf(), included: [], meta: {} })),
      publishDraft: vi.fn(async () => ({
        data: resourceOf(options.config === approving ? 'pendingApproval' : 'published'),
        included: [],
        meta: {},
      })),
      discardDraft: vi.fn(async () => ({ data: resourceOf(), included: [], meta: {} })),
    },
    stock: { compareAndSet: vi.fn(async () => ({ data: {}, included: [], meta: {} })) },
  };
  return { sdk, session: { isLoggedIn: options.loggedIn ?? true, sdk } };
}

const approving = buildConfig({
  ...config,
  accessControl: { ...config.accessControl, listings: { requireApprovalToPublish: true } },
});

function argsOf(
  session: ReturnType<typeof fakeSession>['session'],
  path: string,
  params: Record<string, string>,
  form?: Record<string, string>,
) {
  const request = new Request(
    `${BASE}${path}`,
    form ? { method: 'POST', body: new URLSearchParams(form) } : {},
  );
  return { request, params, context: { session } } as unknown as LoaderArgs & ActionArgs;
}

const paramsOf = (type: string, tab: string) => ({ slug: 'tile-painting', id: ID, type, tab });
const pathOf = (type: string, tab: string) => `/l/tile-painting/${ID}/${type}/${tab}`;

/** The arguments of a request to one tab of the wizard (`type` draft or edit), a post with `form`. */
function tabArgsOf(
  session: ReturnType<typeof fakeSession>['session'],
  type: string,
  tab: string,
  form?: Record<string, string>,
) {
  return argsOf(session, pathOf(type, tab), paramsOf(type, tab), form);
}

/** What the action answered to a post of `form` to one tab. */
async function savedTab(
  session: ReturnType<typeof fakeSession>['session'],
  type: string,
  tab: string,
  form: Record<string, string>,
) {
  return answered(await saveListingWizard(tabArgsOf(session, type, tab, form)));
}

/** What the loader or action threw: a redirect (Response), or `data(null, { status })` as a Response. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    const init = (error as { init?: { status?: number } } | null)?.init;
    if (init?.status) return new Response(null, { status: init.status });
    throw error;
  }
  throw new Error('expected a thrown response');
}

async function answered(result: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, data: {} };
  const { init, data } = result as { init?: { status?: number }; data: Record<string, unknown> };
  return { status: init?.status ?? 200, data };
}

describe('who may open the wizard (spec §2 no-access tab keys)', () => {
  it('sends visitors to sign up, keeping where they were going', async () => {
    const { session } = fakeSession({ loggedIn: false });
    const res = await thrown(loadListingWizard(argsOf(session, '/l/new', {})));
    expect(res.headers.get('location')).toBe(`/signup?from=${encodeURIComponent('/l/new')}`);
  });

  it('sends users awaiting approval and users without posting rights to their NoAccessPage', async () => {
    const pending = fakeSession({ userState: 'pendingApproval' }).session;
    expect((await thrown(loadListingWizard(argsOf(pending, '/l/new', {})))).headers.get('location')).toBe(
      '/no-access-right/user-approval',
    );
    const denied = fakeSession({ postListings: 'permission/deny' }).session;
    expect((await thrown(loadListingWizard(argsOf(denied, '/l/new', {})))).headers.get('location')).toBe(
      '/no-access-right/posting-rights',
    );
  });

  it('answers 404 for malformed ids, types and tabs', async () => {
    const { session } = fakeSession({});
    for (const params of [
      { ...paramsOf('edit', 'details'), id: 'nope' },
      paramsOf('change', 'details'),
      paramsOf('edit', 'extras'),
    ]) {
      expect((await thrown(loadListingWizard(argsOf(session, '/x', params)))).status).toBe(404);
    }
  });
});

describe('the wizard of a listing', () => {
  it('starts /l/new at the details, with the type still to choose', async () => {
    const { session } = fakeSession({});
    const data = await loadListingWizard(argsOf(session, '/l/new', {}));
    expect(data).toMatchObject({ listing: null, wizardType: 'new', tab: 'details', submitLabel: 'Next' });
    expect(data.nav.map((item) => item.tab)).toEqual(['details']);
  });

  it('edits a listing that is no longer a draft', async () => {
    const { session } = fakeSession({ listing: { state: 'published' } });
    const res = await thrown(loadListingWizard(tabArgsOf(session, 'draft', 'pricing')));
    expect(res.headers.get('location')).toBe(pathOf('edit', 'pricing'));
  });

  it('sends a draft back to the first tab it has not completed', async () => {
    const { session } = fakeSession({});
    const res = await thrown(loadListingWizard(tabArgsOf(session, 'draft', 'photos')));
    expect(res.headers.get('location')).toBe(pathOf('draft', 'location'));
    const data = await loadListingWizard(tabArgsOf(session, 'draft', 'location'));
    expect(data.nav.map((item) => [item.tab, item.reached])).toEqual([
      ['details', true],
      ['location', true],
      ['pricing', false],
      ['availability', false],
      ['photos', false],
    ]);
  });

  it('says Publish listing on the last tab, style for types without photos', async () => {
    const { session } = fakeSession({
      listing: { publicData: { listingType: 'prints' }, state: 'published' },
    });
    const data = await loadListingWizard(tabArgsOf(session, 'edit', 'style'));
    expect(data.setup.tabs).toEqual(['details', 'pricing-and-stock', 'delivery', 'style']);
    expect(data.submitLabel).toBe('Save changes');
  });

  it('shows a published listing without a type as not editable, a draft without one choosing it', async () => {
    const published = fakeSession({ listing: { publicData: {}, state: 'published' } }).session;
    const data = await loadListingWizard(tabArgsOf(published, 'edit', 'details'));
    expect(data.outdatedListingType).toBe(true);
    const draft = fakeSession({ listing: { publicData: {} } }).session;
    const choosing = await loadListingWizard(tabArgsOf(draft, 'draft', 'details'));
    expect(choosing.outdatedListingType).toBe(false);
    expect(choosing.setup.tabs).toEqual(['details']);
  });

  it('shows an outdated listing type as not editable and refuses its saves (spec §5)', async () => {
    const { session, sdk } = fakeSession({
      listing: { publicData: { listingType: 'retired' }, state: 'published' },
    });
    const data = await loadListingWizard(tabArgsOf(session, 'edit', 'details'));
    expect(data.outdatedListingType).toBe(true);
    const saved = await savedTab(session, 'edit', 'details', { title: 'New', description: 'x' });
    expect(saved).toMatchObject({
      status: 409,
      data: { formError: SCREEN_ERROR_MESSAGES['listing.outdatedListingType'] },
    });
    expect(sdk.ownListings.update).not.toHaveBeenCalled();
  });
});

describe('saving a tab', () => {
  const located = {
    price: { amount: 3000, currency: 'USD' },
    geolocation: { lat: 38.7, lng: -9.1 },
    availabilityPlan: { type: 'availability-plan/day', entries: [] },
    publicData: { listingType: 'lesson', location: { address: 'Lisbon' } },
  };
  /** A published item listing of an infinite-stock type, with 4 in stock before the change. */
  const publishedPrints = {
    price: { amount: 2000, currency: 'USD' },
    publicData: { listingType: 'prints' },
    stock: 4,
    state: 'published',
  };

  it('publishes after the last tab, to the pending-approval preview when the marketplace approves', async () => {
    const { session, sdk } = fakeSession({ listing: { ...located, images: 1 }, config: approving });
    // The photos form posts the listing's photos back as its ordered ids.
    const res = await saveListingWizard(tabArgsOf(session, 'draft', 'photos', { images: 'img-0' }));
    expect(sdk.ownListings.publishDraft).toHaveBeenCalledWith({ id: ID });
    expect((res as Response).headers.get('location')).toBe(`/l/tile-painting/${ID}/pending-approval`);
  });

  it('does not publish while a tab is incomplete: the post goes back to that tab', async () => {
    const { session, sdk } = fakeSession({ listing: { ...located, availabilityPlan: null, images: 1 } });
    const res = await thrown(saveListingWizard(tabArgsOf(session, 'draft', 'photos', {})));
    expect(res.headers.get('location')).toBe(pathOf('draft', 'availability'));
    expect(sdk.ownListings.publishDraft).not.toHaveBeenCalled();
  });

  describe('of a type that delivers files (issue #29)', () => {
    const downloads = buildConfig({ listingTypes: [downloadType('guides', 'Guides')] });
    const priced = {
      title: 'Lisbon walks',
      publicData: { listingType: 'guides' },
      price: { amount: 1200, currency: 'USD' },
    };

    it('keeps the draft on its files tab until a file the check has not refused is attached', async () => {
      const refused = [{ name: 'fake.pdf', state: 'verificationFailed' }];
      const { session, sdk } = fakeSession({ config: downloads, listing: { ...priced, files: refused } });
      const res = await thrown(loadListingWizard(tabArgsOf(session, 'draft', 'photos')));
      expect(res.headers.get('location')).toBe(`/l/lisbon-walks/${ID}/draft/files`);
      expect(sdk.ownListings.show).toHaveBeenCalledWith(
        expect.objectContaining({
          include: expect.arrayContaining(['protectedFileAttachments', 'protectedFileAttachments.file']),
        }),
      );

      const checking = [...refused, { name: 'guide.pdf', state: 'pendingVerification' }];
      const attached = fakeSession({ config: downloads, listing: { ...priced, files: checking } }).session;
      const data = await loadListingWizard(tabArgsOf(attached, 'draft', 'photos'));
      expect(data.nav.map((item) => [item.label, item.complete])).toEqual([
        ['Details', true],
        ['Pricing', true],
        ['Files', true],
        ['Photos', false],
      ]);
      expect(data.listing?.files.map((file) => [file.name, file.state])).toEqual([
        ['fake.pdf', 'verificationFailed'],
        ['guide.pdf', 'pendingVerification'],
      ]);
    });

    it('refuses to move on from the files tab without a file, saying what files are for', async () => {
      const { session, sdk } = fakeSession({ config: downloads, listing: priced });
      const { status, data } = await savedTab(session, 'draft', 'files', {});
      expect(status).toBe(400);
      expect(data.errors).toEqual({ files: 'Add at least one file: it is what buyers receive.' });
      expect(sdk.ownListings.update).not.toHaveBeenCalled();
    });
  });

  it('discards a draft and goes to the listings', async () => {
    const { session, sdk } = fakeSession({});
    const res = await saveListingWizard(tabArgsOf(session, 'draft', 'details', { intent: 'discard-draft' }));
    expect(sdk.ownListings.discardDraft).toHaveBeenCalledWith({ id: ID });
    expect((res as Response).headers.get('location')).toBe('/listings');
  });

  it('keeps the price of a listing priced in another currency', async () => {
    const { session, sdk } = fakeSession({
      listing: { ...located, price: { amount: 3000, currency: 'EUR' }, state: 'published' },
    });
    const result = await savedTab(session, 'edit', 'pricing', { price: '45' });
    expect(result.status).toBe(200);
    expect(sdk.ownListings.update).not.toHaveBeenCalled();
  });

  it('moves an infinite-stock type to the infinite total against the total the author saw', async () => {
    const { session, sdk } = fakeSession({ listing: publishedPrints });
    await saveListingWizard(tabArgsOf(session, 'edit', 'pricing-and-stock', { price: '20', oldStock: '4' }));
    expect(sdk.stock.compareAndSet).toHaveBeenCalledWith({
      listingId: ID,
      oldTotal: 4,
      newTotal: INFINITE_STOCK_TOTAL,
    });
  });

  it('words a stale stock total on the stock input', async () => {
    const { session, sdk } = fakeSession({ listing: publishedPrints });
    sdk.stock.compareAndSet.mockRejectedValueOnce(
      new SdkError(409, [{ status: 409, code: 'old-total-mismatch', title: 'old total mismatch' }]),
    );
    const result = await savedTab(session, 'edit', 'pricing-and-stock', { price: '20', oldStock: '4' });
    expect(result).toMatchObject({
      status: 409,
      data: { errors: { stock: SCREEN_ERROR_MESSAGES['listing.stockOutOfSync'] } },
    });
  });

  it('refuses to change the type of a published listing', async () => {
    const { session, sdk } = fakeSession({ listing: { state: 'published' } });
    const result = await savedTab(session, 'edit', 'details', {
      title: 'Tile painting',
      description: 'Paint a tile.',
      listingType: 'prints',
    });
    expect(result).toMatchObject({ status: 400, data: { errors: { listingType: expect.any(String) } } });
    expect(sdk.ownListings.update).not.toHaveBeenCalled();
  });
});

describe('publishing when Stripe pays the providers', () => {
  const finished = {
    price: { amount: 3000, currency: 'USD' },
    geolocation: { lat: 60.17, lng: 24.94 },
    availabilityPlan: { type: 'availability-plan/day', entries: [] },
    publicData: { listingType: 'lesson', location: { address: 'Helsinki' } },
    images: 1,
  };
  const withStripe = (args: LoaderArgs & ActionArgs) => {
    (args.context as { stripePublishableKey?: string }).stripePublishableKey = 'pk_test_wizard';
    return args;
  };
  const payoutsPath = `/account/payments?returnTo=${encodeURIComponent(pathOf('draft', 'photos'))}`;

  it('asks for payout details first, and publishes nothing, when the author has none', async () => {
    const { session, sdk } = fakeSession({ listing: finished });
    const res = await answered(
      await saveListingWizard(withStripe(tabArgsOf(session, 'draft', 'photos', { images: 'img-0' }))),
    );
    expect(res.status).toBe(409);
    expect(res.data.payoutDetails).toEqual({
      message: expect.stringMatching(/^Before you publish, add your payout details/),
      link: { href: payoutsPath, label: 'Add payout details' },
    });
    expect(sdk.ownListings.publishDraft).not.toHaveBeenCalled();
  });

  it('publishes once the author has a payout account, or on the test sandbox', async () => {
    for (const [stripe, connected] of [
      [true, true],
      [false, false],
    ] as const) {
      const { session, sdk } = fakeSession({ listing: finished, stripeConnected: connected });
      const args = tabArgsOf(session, 'draft', 'photos', { images: 'img-0' });
      const res = await saveListingWizard(stripe ? withStripe(args) : args);
      expect(sdk.ownListings.publishDraft).toHaveBeenCalledWith({ id: ID });
      expect((res as Response).headers.get('location')).toBe(`/l/tile-painting/${ID}`);
    }
  });

  it('shows the tab again back from Stripe with where things stand', async () => {
    const { session } = fakeSession({ listing: finished });
    const back = (returned: string) =>
      argsOf(session, `${pathOf('draft', 'photos')}?payouts=${returned}`, paramsOf('draft', 'photos'));
    const success = await loadListingWizard(withStripe(back('success')), 'photos');
    expect(success.payoutReturn).toEqual({
      message: 'You are back from Stripe. Publish your listing when you are ready.',
      link: null,
    });
    const failure = await loadListingWizard(withStripe(back('failure')), 'photos');
    expect(failure.payoutReturn?.link).toEqual({ href: payoutsPath, label: 'Add payout details' });
    expect((await loadListingWizard(back('elsewhere'), 'photos')).payoutReturn).toBeNull();
    expect(
      (await loadListingWizard(tabArgsOf(session, 'draft', 'photos'), 'photos')).payoutReturn,
    ).toBeNull();
  });
});

describe('/l/:slug/:id/:type/:tab/:returnURLType', () => {
  it("sends Stripe's return to the tab, saying how it went, and answers 404 for anything else", async () => {
    const params = { ...paramsOf('draft', 'photos') };
    const redirected = returnLoader({ params: { ...params, returnURLType: 'success' } } as never) as Response;
    expect(redirected.headers.get('location')).toBe(`${pathOf('draft', 'photos')}?payouts=success`);
    for (const returnURLType of ['elsewhere', 'Success']) {
      expect(
        (
          await thrown(
            Promise.resolve().then(() => returnLoader({ params: { ...params, returnURLType } } as never)),
          )
        ).status,
      ).toBe(404);
    }
    const badId = { ...params, id: 'not-a-listing', returnURLType: 'failure' };
    expect(
      (await thrown(Promise.resolve().then(() => returnLoader({ params: badId } as never)))).status,
    ).toBe(404);
  });
});
