import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { isInboxTab } from './inbox-tabs.ts';

/** One inbox tab and page of the logged-in user; an unknown tab is a 404. */
export async function loadInboxTab({ request, params, context }: LoaderArgs) {
  await requireUser(request, context.session);
  if (!isInboxTab(params.tab)) throw data('Invalid tab for InboxPage', { status: 404 });
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  return { tab: params.tab, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}
