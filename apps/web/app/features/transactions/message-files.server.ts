import { FILE_LIMITS } from '@mercato/core/contracts/file';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { isUuid } from '../../lib/ids.ts';

// The message composer's files with scripts on: the browser makes each file here, sends its bytes
// itself to the upload URL (with progress), then asks here how its check goes.

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function refusalOf(error: unknown): Response {
  if (!SdkError.is(error)) throw error;
  const status =
    error.status === 401 || error.status === 404 ? error.status : error.status >= 500 ? 502 : error.status;
  return json(status, { ok: false, error: error.errors[0]?.title ?? 'The file could not be sent.' });
}

/**
 * `POST /api/message-files` (`name`, `mimeType`, `size`): a file of the user's at the platform and
 * where to send its bytes — the upload URL's path on this site and the headers to send.
 */
export async function createMessageFile({ request, context }: ActionArgs): Promise<Response> {
  const { sdk, isLoggedIn } = context.session;
  if (!isLoggedIn) return json(401, { ok: false, error: 'Log in to send files.' });
  const form = await request.formData();
  const name = String(form.get('name') ?? '');
  const mimeType = String(form.get('mimeType') ?? '') || 'application/octet-stream';
  const size = Number(form.get('size'));
  if (!Number.isInteger(size) || size < 1 || size > FILE_LIMITS.maxBytes) {
    return json(400, { ok: false, error: 'The file is empty or too large.' });
  }
  try {
    const made = await sdk.ownFiles.create({ name, mimeType, size });
    const upload = (await sdk.fileUploads.create(made.data.id)).data.attributes;
    const target = new URL(upload.url);
    return json(200, {
      ok: true,
      fileId: made.data.id,
      url: `${target.pathname}${target.search}`,
      headers: upload.headers,
    });
  } catch (error) {
    return refusalOf(error);
  }
}

/** `GET /api/message-files/:fileId`: where the user's file stands (its check). */
export async function messageFileState({ params, context }: LoaderArgs): Promise<Response> {
  const { sdk, isLoggedIn } = context.session;
  if (!isLoggedIn) return json(401, { ok: false, error: 'Log in to send files.' });
  if (!isUuid(params.fileId)) return json(404, { ok: false, error: 'No such file.' });
  try {
    const file = await sdk.ownFiles.show(params.fileId ?? '');
    return json(200, { ok: true, state: file.data.attributes.state });
  } catch (error) {
    return refusalOf(error);
  }
}
