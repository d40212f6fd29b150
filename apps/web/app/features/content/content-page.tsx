import type { ImageAssetVariants, PageAsset } from '@mercato/sdk/resources/assets';
import { PageAssetView } from './page-asset.tsx';

/** A content page from its asset: legal pages and CMS pages (spec §2 `/p/:pageId`). */
export function ContentPage({
  loaderData,
}: {
  loaderData: { page: PageAsset; images: Record<string, ImageAssetVariants> };
}) {
  return (
    <article className="prose">
      <PageAssetView page={loaderData.page} images={loaderData.images} />
    </article>
  );
}
