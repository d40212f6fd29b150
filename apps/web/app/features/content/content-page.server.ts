import { data } from 'react-router';
import type { LoaderArgs } from '../../lib/context.ts';

/** A page asset by id, for the landing page, the legal pages and CMS pages (`/p/:pageId`). */
export async function loadPageAsset({ context }: Pick<LoaderArgs, 'context'>, pageId: string) {
  const page = await context.session.sdk.assets.page(pageId);
  return page && { page: page.data, images: page.images };
}

/** A page that must exist: 404 when the operator has none by that id. */
export async function loadContentPage(args: Pick<LoaderArgs, 'context'>, pageId: string) {
  const found = await loadPageAsset(args, pageId);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** The page id of the legal pages' paths (`/terms-of-service` → `terms-of-service`). */
export function legalPageIdOf(pathname: string): 'terms-of-service' | 'privacy-policy' {
  return pathname.replace(/\/$/, '') === '/privacy-policy' ? 'privacy-policy' : 'terms-of-service';
}
