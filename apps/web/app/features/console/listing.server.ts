import type { AdminListingResource } from '@mercato/core/contracts/admin-listing';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { authorIdOf, isFeatured, listingTypeOf, listingTypesOf, priceText } from './listings.server.ts';
import { jsonObjectOf, replacementOf } from './person.server.ts';

/** The listing's page: everything the admin view holds of it. */
export async function loadListing(args: LoaderArgs) {
  const id = args.params.id ?? '';
  const [res, listingTypes] = await Promise.all([
    consoleCall(args, (sdk) => sdk.listings.show(id)),
    listingTypesOf(args),
  ]);
  const listing = listingViewOf(res.data);
  const typeLabel = listingTypes.find((type) => type.value === listing.listingType)?.label ?? null;
  return { listing: { ...listing, listingTypeLabel: typeLabel ?? listing.listingType } };
}

function listingViewOf(listing: AdminListingResource) {
  const { attributes: a } = listing;
  return {
    id: listing.id,
    title: a.title,
    state: a.state,
    deleted: a.deleted,
    authorId: authorIdOf(listing),
    authorName: a.authorDisplayName,
    authorEmail: a.authorEmail,
    listingType: listingTypeOf(listing),
    price: priceText(a.price),
    featured: isFeatured(listing),
    createdAt: a.createdAt,
    publicData: a.publicData,
    metadata: a.metadata,
  };
}

/** The changes of the listing's page, one form each (`intent`). */
export const LISTING_INTENTS = ['approve', 'close', 'open', 'feature', 'unfeature', 'data'] as const;

/** What a change on the listing's page did: which one, or why not, and the JSON as typed. */
export interface ListingActionData {
  done: (typeof LISTING_INTENTS)[number] | null;
  error: string | null;
  fieldErrors: Partial<Record<'metadata', string>>;
  typed?: { metadata: string };
}

const isIntent = (value: string): value is (typeof LISTING_INTENTS)[number] =>
  (LISTING_INTENTS as readonly string[]).includes(value);

/** The changes of the listing's page, one per form (`intent`), each by the admin API (admins only). */
export async function changeListing(args: ActionArgs) {
  const id = args.params.id ?? '';
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer = (
    status: number,
    body: Omit<ListingActionData, 'fieldErrors'> & Partial<ListingActionData>,
  ) => data<ListingActionData>({ fieldErrors: {}, ...body }, { status });
  if (!isIntent(intent)) return answer(400, { done: null, error: 'unknown change' });
  try {
    switch (intent) {
      case 'approve':
        await consoleCall(args, (sdk) => sdk.listings.approve(id));
        break;
      case 'close':
        await consoleCall(args, (sdk) => sdk.listings.close(id));
        break;
      case 'open':
        await consoleCall(args, (sdk) => sdk.listings.open(id));
        break;
      case 'feature':
      case 'unfeature':
        await consoleCall(args, (sdk) => sdk.listings.feature(id, intent === 'feature'));
        break;
      case 'data': {
        const typed = { metadata: String(form.get('metadata') ?? '') };
        const metadata = jsonObjectOf(typed.metadata);
        if (!metadata.ok) {
          return answer(400, { done: null, error: null, typed, fieldErrors: { metadata: metadata.problem } });
        }
        try {
          // What the form shows is what is saved: keys taken out of the text are removed (null).
          const current = (await consoleCall(args, (sdk) => sdk.listings.show(id))).data.attributes;
          await consoleCall(args, (sdk) =>
            sdk.listings.updateMetadata(id, replacementOf(current.metadata, metadata.value)),
          );
        } catch (error) {
          if (SdkError.is(error) && error.status === 400) {
            return answer(400, { done: null, error: error.errors.map((e) => e.title).join('; '), typed });
          }
          throw error;
        }
        break;
      }
    }
  } catch (error) {
    if (SdkError.is(error) && (error.status === 400 || error.status === 409)) {
      return answer(error.status, { done: null, error: error.errors.map((e) => e.title).join('; ') });
    }
    throw error;
  }
  return answer(200, { done: intent, error: null });
}
