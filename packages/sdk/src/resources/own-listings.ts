import {
  type CreateListingCommand,
  type ListingResource,
  ListingResourceSchema,
  type ListingState,
  type UpdateListingCommand,
} from '@mercato/core/contracts/listing';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

type ListingResponse = Promise<ApiResponse<ListingResource>>;

/** The `ownListing` resource: the caller's listings in every state, and the commands on them. */
export function ownListingsResource(session: Session) {
  // Commands answer with only id and type unless expanded; the web app always wants the listing back.
  const command = (path: string, body: unknown, query: Query = {}): ListingResponse =>
    session.call('POST', `own_listings/${path}`, ListingResourceSchema, { expand: true, ...query }, body);
  return {
    /** `own_listings/show`: one of the caller's listings, drafts included. */
    show: (query: Query & { id: string }): ListingResponse =>
      session.call('GET', 'own_listings/show', ListingResourceSchema, query),
    /** `own_listings/query`: a page of the caller's listings, newest first. */
    query: (query: Query & { states?: ListingState[]; page?: number; perPage?: number } = {}) =>
      session.call('GET', 'own_listings/query', z.array(ListingResourceSchema), query),
    /** `own_listings/create_draft`: a new draft (the wizard's first step). */
    createDraft: (params: CreateListingCommand, query: Query = {}): ListingResponse =>
      command('create_draft', params, query),
    /** `own_listings/create`: a new listing, published (or awaiting approval) at once. */
    create: (params: CreateListingCommand, query: Query = {}): ListingResponse =>
      command('create', params, query),
    /** `own_listings/update`: changes attributes; `images` replaces the list in order. */
    update: (params: UpdateListingCommand, query: Query = {}): ListingResponse =>
      command('update', params, query),
    /** `own_listings/add_image`: appends one of the caller's uploads. */
    addImage: (params: { id: string; imageId: string }, query: Query = {}): ListingResponse =>
      command('add_image', params, query),
    /** `own_listings/publish_draft`. */
    publishDraft: (params: { id: string }, query: Query = {}): ListingResponse =>
      command('publish_draft', params, query),
    /** `own_listings/discard_draft`: the draft answers as deleted. */
    discardDraft: (params: { id: string }, query: Query = {}): ListingResponse =>
      command('discard_draft', params, query),
    /** `own_listings/open`: a closed listing is published again. */
    open: (params: { id: string }, query: Query = {}): ListingResponse => command('open', params, query),
    /** `own_listings/close`: a published listing leaves search but stays visible by id. */
    close: (params: { id: string }, query: Query = {}): ListingResponse => command('close', params, query),
  };
}
