import { data, redirect } from 'react-router';
import { isUuid } from '../lib/ids.ts';
import type { Route } from './+types/listing-wizard-return';

/**
 * `/l/:slug/:id/:type/:tab/:returnURLType` (spec §2): where Stripe's hosted onboarding returns an
 * author whom publishing sent for payout details — back to the same tab, which then says whether
 * Stripe has the details (`?payouts=success`) or its link had expired (`?payouts=failure`). The
 * tab itself checks the listing and the author.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { slug, id, type, tab, returnURLType } = params;
  if (!isUuid(id) || (returnURLType !== 'success' && returnURLType !== 'failure')) {
    throw data(null, { status: 404 });
  }
  const path = [slug, id, type, tab].map(encodeURIComponent).join('/');
  return redirect(`/l/${path}?payouts=${returnURLType}`);
}
