import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { requireUser } from '../lib/auth.server.ts';
import { isUuid } from '../lib/ids.ts';
import type { Route } from './+types/transaction-file';

/**
 * `/order/:id/files/:attachmentId` and `/sale/:id/files/:attachmentId`: a file on the
 * transaction's messages, for its parties. The page links here rather than to the file itself,
 * whose signed URL lasts minutes; this asks for a fresh one and goes there (404 for anyone the
 * platform does not let read it, 409 while it is still being checked).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.session);
  if (!isUuid(params.id) || !isUuid(params.attachmentId)) throw data(null, { status: 404 });
  try {
    const download = await context.session.sdk.fileDownloads.create(params.attachmentId);
    return redirect(download.data.attributes.url);
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    throw data(null, { status: error.status === 409 ? 409 : 404 });
  }
}
