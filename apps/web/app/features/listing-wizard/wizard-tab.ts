/**
 * The listing wizard's tab contract (spec §2 EditListingPage `/l/new`, `/l/:slug/:id/:type/:tab`).
 *
 * The shell (`listing-wizard.server.ts`, `listing-wizard-page.tsx`) owns everything around a tab:
 * login and posting rights, loading the listing and the marketplace config, which tabs a listing
 * type has and which of them the author has reached, the tab navigation, the page heading, the
 * "outdated listing type" state, discarding a draft, and what happens after a tab saved — the next
 * tab (`new`/`draft`), publishing after the last tab, or "saved" on the same tab (`edit`).
 *
 * A tab is two files in `tabs/` and a route module:
 *
 * 1. `tabs/<name>-tab.tsx` exports
 *    - `<Name>Tab(props: WizardTabProps)`: the form. It renders its own `<Form method="post">`
 *      (no `action`: it posts to the page it is on) with `noValidate`, validates on submit with the
 *      same parser its server part uses (`useFormValidation`), and ends with a submit button that
 *      says `props.submitLabel`. It must work without JavaScript (a plain post). Messages come from
 *      `props.actionData` (the answer to this tab's last post, or undefined).
 *    - `is<Name>TabComplete(listing: WizardListing, setup: WizardSetup): boolean`: pure, whether the
 *      stored listing already has what the tab asks for. The shell lets a new listing's author open
 *      a tab only when every tab before it is complete.
 * 2. `tabs/<name>-tab.server.ts` exports `<name>TabServer: WizardTabServer`:
 *    - `load(args)` (optional): extra data the tab needs beyond the listing (exceptions, …); its
 *      answer reaches the component as `props.tabData` (the tab narrows `unknown` itself).
 *    - `save(args)`: parses `args.form` with the tab's parser (core zod schemas), calls the SDK and
 *      answers `WizardTabSaveResult`: `{ ok: true }` when saved, or `{ ok: false, status, errors,
 *      formError, values }` — never throws for a refused post (an `SdkError` becomes a result with
 *      `formRefusalOf`; access refusals may `throw redirect(noAccessPathFor(code))`).
 *      `{ ok: true, stay: true }` keeps the author on the tab (an intermediate step such as adding a
 *      photo) instead of moving on or publishing.
 *    - `maxFormBytes` (optional): the largest body the tab accepts (default `WIZARD_FORM_MAX_BYTES`);
 *      a larger one is answered 413 with `tooLargeMessage` (or a generic text) on `formError`.
 * 3. `routes/listing-wizard/<key>.tsx` (`routes.ts` adds one route per key of `WIZARD_TAB_KEYS`):
 *    the loader and action of the shell called with the tab's key, and `ListingWizardPage` with the
 *    tab's component. A tab is a route of its own so that its page loads only that tab's code (the
 *    first-load budget of ADR 008). Its predicate goes into `wizard-tab-registry.ts` and its server
 *    half into `wizard-tab-servers.server.ts`.
 *
 * The shell keys the tab component by the stored listing, so after a save the tab mounts again with
 * the listing as saved (the loader's answer arrives after the action's): tabs need no key of their
 * own for that, and should not key forms by `actionData.savedId`.
 *
 * A refusal may also be a plain re-render: `{ ok: false, status: 200, errors: {}, values }` shows the
 * form again with changed values (adding a row without JavaScript, as the pricing tab does).
 *
 * The form field `intent` with the value `discard-draft` is the shell's; tabs may use other
 * `intent` values for their own buttons. Tabs never publish: the shell does, after the last tab.
 */
import type { ListingTypeConfig } from '@mercato/core/config/listing-types';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { FileState } from '@mercato/core/contracts/file';
import type { ListingState } from '@mercato/core/contracts/listing';
import type { MercatoSdk } from '@mercato/sdk/client';
import { FORM_MAX_BYTES } from '../../lib/forms/form-body-limits.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';

/** How the wizard was opened (spec §2 `:type`): a new listing, a draft being finished, or editing. */
export const WIZARD_TYPES = ['new', 'draft', 'edit'] as const;

/** One of the wizard types. */
export type WizardType = (typeof WIZARD_TYPES)[number];

/** The wizard's tabs (spec §2 `:tab`), in the order they may appear. */
export const WIZARD_TAB_KEYS = [
  'details',
  'pricing',
  'pricing-and-stock',
  'delivery',
  'location',
  'availability',
  'files',
  'photos',
  'style',
] as const;

/** One of the wizard's tabs. */
export type WizardTabKey = (typeof WIZARD_TAB_KEYS)[number];

/** An image of the listing with the variants the wizard asked for (listing-card, square-small). */
export interface WizardImage {
  id: string;
  variants: Record<string, { url: string; width: number; height: number }>;
}

/** A file the listing delivers to its buyers (a protected attachment), as the wizard shows it. */
export interface WizardFile {
  /** The file's id (what `protectedFileAttachments` names), not the attachment's. */
  id: string;
  name: string;
  /** In bytes. */
  size: number;
  /** `pendingUpload`, `pendingVerification`, `available` or `verificationFailed` (core's FILE_STATES). */
  state: FileState;
}

/** The listing being edited, as the wizard reads it from `own_listings/show`. */
export interface WizardListing {
  id: string;
  title: string;
  description: string;
  state: ListingState;
  price: { amount: number; currency: string } | null;
  geolocation: { lat: number; lng: number } | null;
  /** As stored; the availability tab parses it with core's `AvailabilityPlanSchema`. */
  availabilityPlan: Record<string, unknown> | null;
  publicData: Record<string, unknown>;
  privateData: Record<string, unknown>;
  images: WizardImage[];
  /** The stock total (`currentStock` include), null when none was ever set. */
  currentStock: number | null;
  /** The units of each product variant, for a listing sold by variant; empty otherwise. */
  variantStocks: Record<string, number>;
  /** The files a buyer receives (`protectedFileAttachments`), in order; empty for most types. */
  files: WizardFile[];
}

/** What the marketplace configuration says about this listing's wizard. */
export interface WizardSetup {
  config: MarketplaceConfig;
  /** The listing's type; null before one is chosen (a new listing) or when it is outdated. */
  listingType: ListingTypeConfig | null;
  /** The tabs of this listing, in order. */
  tabs: WizardTabKey[];
}

/** The answer to a tab's post, as its component reads it. */
export interface WizardTabActionData {
  tab: WizardTabKey;
  /** First message per input name. */
  errors: FieldErrors;
  /** A message over the form. */
  formError: string | null;
  /** What was submitted, to fill the form in again after a refusal (tab-specific shape). */
  values: unknown;
  /** Saved while staying on the tab (editing, or a `stay` result); new after each save. */
  savedId: string | null;
}

/** What a tab component receives. */
export interface WizardTabProps {
  /** Null only on the details tab of `/l/new`, before the draft exists. */
  listing: WizardListing | null;
  wizardType: WizardType;
  tab: WizardTabKey;
  setup: WizardSetup;
  /** What the tab server's `load` answered (undefined without one). */
  tabData: unknown;
  actionData: WizardTabActionData | undefined;
  /** 'Next', 'Publish listing' or 'Save changes' (spec §2). */
  submitLabel: string;
  /**
   * Optional, for the details tab: the listing type chosen in the form before it is saved, so the
   * steps show the tabs that type will have.
   */
  onListingTypeChange?: (listingType: string) => void;
}

/** What a tab server's `load` gets. */
export interface WizardTabLoadArgs {
  request: Request;
  sdk: MercatoSdk;
  listing: WizardListing | null;
  setup: WizardSetup;
  wizardType: WizardType;
}

/** What a tab server's `save` gets: the load arguments and the posted form. */
export interface WizardTabSaveArgs extends WizardTabLoadArgs {
  form: FormData;
}

/** A tab's save: done (the created or renamed listing when it changed), or refused with messages. */
export type WizardTabSaveResult =
  | { ok: true; listing?: { id: string; title: string }; stay?: boolean }
  | { ok: false; status: number; errors: FieldErrors; formError: string | null; values?: unknown };

/** The server half of a tab. */
export interface WizardTabServer {
  load?: (args: WizardTabLoadArgs) => Promise<unknown>;
  save: (args: WizardTabSaveArgs) => Promise<WizardTabSaveResult>;
  /** Largest form body accepted, in bytes. */
  maxFormBytes?: number;
  /** The message of a body over `maxFormBytes`. */
  tooLargeMessage?: string;
}

/** The default largest form body: text fields only. */
export const WIZARD_FORM_MAX_BYTES = FORM_MAX_BYTES;

/** The intent value of the shell's discard-draft button. */
export const DISCARD_DRAFT_INTENT = 'discard-draft';

/** A refused save, with the status and messages. */
export function refusedSave(
  status: number,
  errors: FieldErrors,
  formError: string | null = null,
  values?: unknown,
): WizardTabSaveResult {
  return { ok: false, status, errors, formError, values };
}
