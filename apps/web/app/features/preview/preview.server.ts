import { data, redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { isPreviewToken, serializePreviewCookie } from '../../lib/preview-cookie.ts';
import { previewTargetOf } from './preview-target.ts';

/**
 * How long the browser keeps a preview's cookie: as long as a link can live. The platform decides
 * when a link has ended (its clock); a page that finds it ended clears the cookie.
 */
const PREVIEW_COOKIE_SECONDS = 30 * 60;

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * `/preview?token=…[&to=/path]` (spec §2, PreviewResolverPage): a live preview link starts the
 * preview in this browser and opens the page that shows the draft; an ended or unknown one says so.
 */
export async function resolvePreview({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const preview = isPreviewToken(token) ? await context.session.sdk.assets.previewOf(token) : null;
  if (!preview || !token) return data({ ended: true }, { status: 404, headers: NO_STORE });
  const secure = context.identityProviderSettings.secureCookies;
  throw redirect(previewTargetOf(preview.path, url.searchParams.get('to')), {
    headers: { ...NO_STORE, 'set-cookie': serializePreviewCookie(token, PREVIEW_COOKIE_SECONDS, { secure }) },
  });
}

/** `POST /preview/end`: this browser sees the live marketplace again. */
export function endPreview({ context }: ActionArgs) {
  const secure = context.identityProviderSettings.secureCookies;
  return redirect('/', { headers: { 'set-cookie': serializePreviewCookie(null, 0, { secure }) } });
}
