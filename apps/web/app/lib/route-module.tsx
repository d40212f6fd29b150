// What route modules (`app/routes/`) share: their style sheets, their title and the default export
// that hands the route's data to the area's page. Client code: it reaches no `*.server.ts` module.
import type { TextCatalog } from '@mercato/core/texts/ui-texts';
import type { ComponentType } from 'react';
import { metaTexts } from './texts.ts';

/** A route's `links`: its style sheets, in order. */
export function stylesheets(...hrefs: string[]) {
  return () => hrefs.map((href) => ({ rel: 'stylesheet', href }));
}

type MetaMatches = Parameters<typeof metaTexts>[1];

/** A route's `meta`: the catalogue's `title`, in the wording in force. */
export function titleMeta(catalog: TextCatalog<'title'>) {
  return ({ matches }: { matches: MetaMatches }) => [{ title: metaTexts(catalog, matches)('title') }];
}

/** A route's `meta`: the catalogue's `title` and `description`, in the wording in force. */
export function titleDescriptionMeta(catalog: TextCatalog<'title' | 'description'>) {
  return ({ matches }: { matches: MetaMatches }) => {
    const t = metaTexts(catalog, matches);
    return [{ title: t('title') }, { name: 'description', content: t('description') }];
  };
}

interface RouteData {
  loaderData: unknown;
  actionData?: unknown;
}

/**
 * A route's default export: `Page` given the route's loader and action data. Call it as
 * `routePage<Route.ComponentProps>(Page)`, so that the compiler checks the page takes that data.
 */
export function routePage<Props extends RouteData>(
  Page: ComponentType<{ loaderData: Props['loaderData']; actionData: Props['actionData'] }>,
) {
  return function RoutePage({ loaderData, actionData }: Props) {
    return <Page loaderData={loaderData} actionData={actionData} />;
  };
}
