import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import { isUuid } from '../../lib/ids.ts';
import { REVIEW_AUTHOR_QUERY } from '../reviews/review-view.ts';
import { type TransactionRole, transactionPathOf } from './transaction-view.ts';

// The transaction of the order and sale pages, read as one of its parties.

const notFound = () => data(null, { status: 404 });

function refOf(tx: TransactionResource, name: string): string | null {
  const ref = tx.relationships?.[name] as { data?: { id?: unknown } | null } | undefined;
  return typeof ref?.data?.id === 'string' ? ref.data.id : null;
}

async function showTransaction(session: WebSession, request: Request, id: string) {
  try {
    return await session.sdk.transactions.show({
      id,
      include: [
        'booking',
        'listing',
        'listing.images',
        'customer',
        'customer.profileImage',
        'provider',
        'provider.profileImage',
        'reviews',
        'reviews.author',
        'reviews.author.profileImage',
        // The files a download delivers, once paid for (default-download's reveal).
        'protectedFileAttachments',
        'protectedFileAttachments.file',
      ],
      ...REVIEW_AUTHOR_QUERY,
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.status === 401)
      throw redirect(`/login?from=${encodeURIComponent(new URL(request.url).pathname)}`);
    // Not a party, or no such transaction: the same 404 either way (no probing for ids).
    if (error.status === 403 || error.status === 404 || error.status === 400) throw notFound();
    throw error;
  }
}

/**
 * The transaction of a page for the logged-in user in `role`: 404 for anyone who is not that party;
 * a party on the other party's path goes to their own page.
 */
export async function partyTransaction(args: LoaderArgs | ActionArgs, role: TransactionRole) {
  const { request, params, context } = args;
  const user = await requireUser(request, context.session);
  const id = params.id ?? '';
  if (!isUuid(id)) throw notFound();
  const response = await showTransaction(context.session, request, id);
  const tx = response.data;
  const customerId = refOf(tx, 'customer');
  const providerId = refOf(tx, 'provider');
  const own = role === 'customer' ? customerId : providerId;
  if (own !== user.id) {
    const other = role === 'customer' ? providerId : customerId;
    if (other === user.id)
      throw redirect(transactionPathOf(role === 'customer' ? 'provider' : 'customer', id));
    throw notFound();
  }
  return { response, tx, user };
}
