import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { FILES_TAB_MESSAGES } from '@mercato/core/texts/catalogs/wizard/files-tab-messages';
import { LISTING_WIZARD_PAYOUT_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-payouts';
import { LISTING_WIZARD_TABS_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-tabs';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { authRedirect, loadCurrentUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import { readFormDataWithin } from '../../lib/forms/form-data.server.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import { isUuid } from '../../lib/ids.ts';
import { noAccessPathFor } from '../../lib/no-access.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { ownListingPath } from '../listings/listing-paths.ts';
import {
  hasOutdatedListingType,
  wizardListingOf,
  wizardListingQuery,
  wizardSetupOf,
} from './wizard-listing.ts';
import {
  DISCARD_DRAFT_INTENT,
  WIZARD_FORM_MAX_BYTES,
  type WizardListing,
  type WizardSetup,
  type WizardTabActionData,
  type WizardTabKey,
  type WizardType,
} from './wizard-tab.ts';
import { isTabComplete } from './wizard-tab-registry.ts';
import { WIZARD_TAB_SERVERS } from './wizard-tab-servers.server.ts';
import {
  isWizardTabKey,
  isWizardType,
  nextTabOf,
  reachedTabs,
  submitLabelOf,
  type WizardNavItem,
  wizardPath,
  wizardTabLabel,
} from './wizard-tabs.ts';

/** What the wizard page renders. */
export interface ListingWizardData {
  listing: WizardListing | null;
  wizardType: WizardType;
  tab: WizardTabKey;
  setup: WizardSetup;
  /** The tabs with their labels (in the operator's wording) and whether the author may open them yet. */
  nav: WizardNavItem[];
  submitLabel: string;
  /** The listing names a listing type the marketplace no longer has (spec §5): nothing can be edited. */
  outdatedListingType: boolean;
  /** The author asked to discard the draft and is asked to confirm (`?discard=confirm`). */
  confirmDiscard: boolean;
  /**
   * Back from Stripe's hosted onboarding, which the author went to from this tab to publish
   * (`/l/:slug/:id/:type/:tab/:returnURLType` redirects to the tab with `?payouts=`); else null.
   */
  payoutReturn: PayoutNotice | null;
  tabData: unknown;
}

/** A line over the tab about the author's payout details, worded by the server, with a link. */
export interface PayoutNotice {
  message: string;
  /** To the payout details page, which sends the author back to this tab; null when not needed. */
  link: { href: string; label: string } | null;
}

/** What the wizard's action answers when it does not redirect. */
export interface ListingWizardActionData extends WizardTabActionData {
  /**
   * Publishing waits for the author's payout details (Stripe takes the marketplace's payments and
   * they have none): why, and where to give them.
   */
  payoutDetails?: PayoutNotice | null;
}

/** A payout notice of this tab: the message, and the link to the payout details page unless `bare`. */
async function payoutNoticeOf(
  context: LoaderArgs['context'],
  target: { listing: WizardListing; wizardType: WizardType; tab: WizardTabKey },
  message: 'required' | 'returnedSuccess' | 'returnedFailure',
): Promise<PayoutNotice> {
  const t = await serverTexts(context, LISTING_WIZARD_PAYOUT_TEXTS);
  const back = encodeURIComponent(wizardPath(target.listing, target.wizardType, target.tab));
  return {
    message: t(message),
    link:
      message === 'returnedSuccess'
        ? null
        : { href: `/account/payments?returnTo=${back}`, label: t('addPayoutDetails') },
  };
}

/**
 * Whether publishing must wait for payout details: Stripe takes the marketplace's payments (not
 * the test sandbox, which pays nobody out), the listing's type sells or books (an inquiry takes no
 * payment), and the author has not connected a payout account yet. One that is connected but not
 * yet verified may publish; its listing page tells the author what Stripe still needs.
 */
async function payoutDetailsMissing(context: ActionArgs['context'], setup: WizardSetup): Promise<boolean> {
  if (!context.stripePublishableKey) return false;
  if (!setup.listingType || setup.listingType.transactionType.unitType === 'inquiry') return false;
  const current = await loadCurrentUser(context.session);
  return current?.data.attributes.stripeConnected !== true;
}

/**
 * Login first; then the rights to post (spec §2 no-access tab keys): a user awaiting approval sees
 * the user-approval page, one whose posting right was removed the posting-rights page.
 */
async function requirePoster(request: Request, session: WebSession): Promise<void> {
  const current = await loadCurrentUser(session, { include: ['effectivePermissionSet'] });
  if (!current) throw authRedirect(request);
  if (current.data.attributes.state === 'pendingApproval') throw redirect('/no-access-right/user-approval');
  const permissions = current.included.find(
    (resource): resource is { type: 'permissionSet'; attributes: Record<string, unknown> } =>
      (resource as { type?: unknown } | null)?.type === 'permissionSet',
  );
  if (permissions && permissions.attributes.postListings !== 'permission/allow') {
    throw redirect('/no-access-right/posting-rights');
  }
}

async function readWizardListing(
  request: Request,
  session: WebSession,
  id: string,
  config: MarketplaceConfig,
): Promise<WizardListing> {
  try {
    const response = await session.sdk.ownListings.show({
      id,
      ...wizardListingQuery(config.layout.listingImage),
    });
    if (response.data.attributes.deleted) throw data(null, { status: 404 });
    return wizardListingOf(response);
  } catch (error) {
    throwReadRefusal(error, request);
  }
}

interface WizardState {
  listing: WizardListing | null;
  wizardType: WizardType;
  tab: WizardTabKey;
  setup: WizardSetup;
  reached: WizardTabKey[];
  outdatedListingType: boolean;
}

/**
 * Resolves the wizard's URL: `/l/new` is the details of a listing not yet created; otherwise the
 * author's listing (404 for others' and unknown ones), with the type fitted to its state (a listing
 * that is no longer a draft is edited) and the tab one its type has and the author has reached.
 */
async function resolveWizard(
  { request, params, context }: LoaderArgs | ActionArgs,
  tabOfRoute: string | undefined,
): Promise<WizardState> {
  const { session } = context;
  await requirePoster(request, session);
  const { data: config } = await session.sdk.assets.config();
  if (params.id === undefined) {
    const setup = wizardSetupOf(config, null);
    return {
      listing: null,
      wizardType: 'new',
      tab: 'details',
      setup,
      reached: ['details'],
      outdatedListingType: false,
    };
  }
  const { id, type } = params;
  const tab = tabOfRoute ?? params.tab;
  if (!isUuid(id) || !isWizardType(type) || !isWizardTabKey(tab)) throw data(null, { status: 404 });
  const listing = await readWizardListing(request, session, id, config);
  const setup = wizardSetupOf(config, listing);
  const wizardType: WizardType = listing.state === 'draft' ? type : 'edit';
  const reached = reachedTabs(setup.tabs, wizardType, (key) => isTabComplete(key, listing, setup));
  const outdatedListingType = hasOutdatedListingType(listing, config);
  const search = new URL(request.url).search;
  if (wizardType !== type) throw redirect(`${wizardPath(listing, wizardType, tab)}${search}`);
  if (!outdatedListingType && !reached.includes(tab)) {
    const fallback = setup.tabs.includes(tab) ? (reached.at(-1) ?? 'details') : 'details';
    throw redirect(wizardPath(listing, wizardType, fallback));
  }
  return { listing, wizardType, tab, setup, reached, outdatedListingType };
}

/**
 * EditListingPage (spec §2 `/l/new`, `/l/:slug/:id/:type/:tab`, login required). Each tab is its own
 * route and names itself as `tab`; without it, the `:tab` parameter is read.
 */
export async function loadListingWizard(
  args: LoaderArgs,
  tabOfRoute?: WizardTabKey,
): Promise<ListingWizardData> {
  const state = await resolveWizard(args, tabOfRoute);
  const { listing, wizardType, tab, setup, reached } = state;
  const payouts = new URL(args.request.url).searchParams.get('payouts');
  const returned = payouts === 'success' || payouts === 'failure' ? payouts : undefined;
  const t = await serverTexts(args.context, LISTING_WIZARD_TABS_TEXTS);
  const server = WIZARD_TAB_SERVERS[tab];
  const tabData =
    server.load && !state.outdatedListingType
      ? await server.load({
          request: args.request,
          sdk: args.context.session.sdk,
          listing,
          setup,
          wizardType,
        })
      : undefined;
  return {
    listing,
    wizardType,
    tab,
    setup,
    nav: setup.tabs.map((key) => ({
      tab: key,
      label: wizardTabLabel(key, t),
      reached: reached.includes(key),
      complete: isTabComplete(key, listing, setup),
    })),
    submitLabel: submitLabelOf(setup.tabs, tab, wizardType, t),
    outdatedListingType: state.outdatedListingType,
    confirmDiscard:
      listing?.state === 'draft' && new URL(args.request.url).searchParams.get('discard') === 'confirm',
    payoutReturn:
      listing && returned !== undefined
        ? await payoutNoticeOf(
            args.context,
            { listing, wizardType, tab },
            returned === 'success' ? 'returnedSuccess' : 'returnedFailure',
          )
        : null,
    tabData,
  };
}

function answer(tab: WizardTabKey, status: number, fields: Partial<ListingWizardActionData>) {
  return data<ListingWizardActionData>(
    { tab, errors: {}, formError: null, values: null, savedId: null, payoutDetails: null, ...fields },
    { status },
  );
}

async function discardDraft(session: WebSession, listing: WizardListing, tab: WizardTabKey) {
  if (listing.state !== 'draft')
    return answer(tab, 409, { formError: LISTING_EDITOR_MESSAGES.onlyDraftsDiscarded });
  try {
    await session.sdk.ownListings.discardDraft({ id: listing.id });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const noAccess = noAccessPathFor(error.code);
    if (noAccess && error.status === 403) throw redirect(noAccess);
    return answer(tab, failureStatusOf(error), {
      formError: LISTING_EDITOR_MESSAGES.discardFailed,
    });
  }
  return redirect('/listings');
}

/**
 * Publishes a finished draft (after its last tab): every tab must be complete, and the author's
 * payout details given where the marketplace pays providers through Stripe (they go to give them
 * and come back to this tab); the platform answers published, or pendingApproval when the
 * marketplace approves listings first, whose preview says so.
 */
async function publish(
  context: ActionArgs['context'],
  listing: WizardListing,
  setup: WizardSetup,
  tab: WizardTabKey,
) {
  const { session } = context;
  const missing = setup.tabs.find((key) => !isTabComplete(key, listing, setup));
  if (missing) {
    // A download listing without a file has nothing to give its buyers: the files tab says so.
    return answer(tab, 400, {
      formError:
        missing === 'files'
          ? FILES_TAB_MESSAGES.atLeastOne
          : `Please complete the ${wizardTabLabel(missing).toLowerCase()} tab before publishing.`,
    });
  }
  if (await payoutDetailsMissing(context, setup)) {
    const payoutDetails = await payoutNoticeOf(context, { listing, wizardType: 'draft', tab }, 'required');
    return answer(tab, 409, { payoutDetails });
  }
  try {
    const { data: published } = await session.sdk.ownListings.publishDraft({ id: listing.id });
    return redirect(
      ownListingPath({ id: listing.id, title: listing.title, state: published.attributes.state }),
    );
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const noAccess = noAccessPathFor(error.code);
    if (noAccess && error.status === 403) throw redirect(noAccess);
    return answer(tab, failureStatusOf(error), { formError: SCREEN_ERROR_MESSAGES['listing.publishFailed'] });
  }
}

/**
 * Saves the tab: the shell's own discard intent, else the tab's server half. A new listing then goes
 * to its next tab, or is published after the last; editing stays on the tab and says it saved.
 */
export async function saveListingWizard(args: ActionArgs, tabOfRoute?: WizardTabKey) {
  const { request, context } = args;
  const { session } = context;
  const state = await resolveWizard(args, tabOfRoute);
  const { listing, wizardType, tab, setup } = state;
  const server = WIZARD_TAB_SERVERS[tab];
  const form = await readFormDataWithin(request, server.maxFormBytes ?? WIZARD_FORM_MAX_BYTES);
  if (!form) {
    return answer(tab, 413, { formError: server.tooLargeMessage ?? LISTING_EDITOR_MESSAGES.formTooLarge });
  }
  if (form.get('intent') === DISCARD_DRAFT_INTENT) {
    if (!listing) return redirect('/listings');
    return discardDraft(session, listing, tab);
  }
  if (state.outdatedListingType) {
    return answer(tab, 409, { formError: SCREEN_ERROR_MESSAGES['listing.outdatedListingType'] });
  }
  const result = await server.save({ request, sdk: session.sdk, listing, setup, wizardType, form });
  if (!result.ok) {
    return answer(tab, result.status, {
      errors: result.errors,
      formError: result.formError,
      values: result.values ?? null,
    });
  }
  if (result.stay || wizardType === 'edit') return answer(tab, 200, { savedId: crypto.randomUUID() });
  const id = result.listing?.id ?? listing?.id;
  if (!id) return answer(tab, 200, { savedId: crypto.randomUUID() });
  const config = setup.config;
  const saved = await readWizardListing(request, session, id, config);
  const savedSetup = wizardSetupOf(config, saved);
  const next = nextTabOf(savedSetup.tabs, tab);
  if (next) return redirect(wizardPath(saved, 'draft', next));
  return publish(context, saved, savedSetup, tab);
}
