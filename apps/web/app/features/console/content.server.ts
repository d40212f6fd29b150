import { pageIdOfPath } from '@mercato/core/assets/asset-documents';
import { defaultEmailTexts } from '@mercato/core/assets/email-texts';
import { CONFIG_ASSET_PATH } from '@mercato/core/assets/template-assets';
import { DEFAULT_TRANSLATIONS } from '@mercato/core/texts/all-catalogs';
import type { AdminSdk } from '@mercato/sdk/admin/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { CONFIG_SECTIONS, type ConfigSection } from './content-documents.ts';
import { type DiffLine, lineDiff, prettyJson, shortDiff } from './line-diff.ts';
import {
  applyOperation,
  draftOfForm,
  draftOfPage,
  operationOf,
  type PageDraft,
  pageOfDraft,
} from './page-sections.ts';
import { jsonObjectOf } from './person.server.ts';

// The console's Content and configuration screens (issue #30, ADR 019): the hosted assets through
// the admin API, each save a new immutable version (refused whole when a check fails, the live one
// staying), the changes shown against the live version before and after.

/** The hosted texts documents and their defaults. */
const TEXT_DOCUMENTS = {
  // The site shows its texts, so a draft of them can be previewed; emails cannot be.
  translations: { path: '/content/translations.json', defaults: () => DEFAULT_TRANSLATIONS, previews: true },
  'email-texts': { path: '/content/email-texts.json', defaults: defaultEmailTexts, previews: false },
} as const;

/** A texts document of the console's editor. */
export type TextDocument = keyof typeof TEXT_DOCUMENTS;

/** Pages every marketplace has (more come from the asset tree). */
const KNOWN_PAGES = ['landing-page', 'about', 'terms-of-service', 'privacy-policy'];

const PAGE_ID = /^[A-Za-z0-9_-]{1,80}$/;
const DOCUMENT_PATH = /^\/[a-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.json$/;

/** What a document's editor shows of its history: the versions that changed it. */
async function historyOf(sdk: AdminSdk, path: string) {
  const { data: versions } = await sdk.assets.versions(100);
  return versions.filter((v) => v.paths.includes(path)).slice(0, 15);
}

/** A document of the latest version, or null where there is none yet (a new page). */
function liveDocument(args: LoaderArgs | ActionArgs, path: string) {
  return consoleCall(args, (sdk) =>
    sdk.assets.get(path).catch((error: unknown) => {
      if (SdkError.is(error) && error.status === 404) return null;
      throw error;
    }),
  );
}

/** `/console/content`: what can be edited, and the latest versions. */
export async function loadContentIndex(args: LoaderArgs) {
  const { data: versions } = await consoleCall(args, (sdk) => sdk.assets.versions(10));
  const stored = await args.context.session.sdk.sitemapData
    .queryAssets({ pathPrefix: '/content/pages/' })
    .then((res) =>
      res.data.map((asset) => pageIdOfPath(asset.attributes.assetPath)).filter((id) => id !== undefined),
    )
    .catch(() => [] as string[]);
  const pages = [...new Set([...KNOWN_PAGES, ...stored])];
  return { pages, versions };
}

/** The new page form of the index: on to the editor of `/content/pages/<id>.json`. */
export async function createPage({ request }: ActionArgs) {
  const id = String((await request.formData()).get('pageId') ?? '').trim();
  if (!PAGE_ID.test(id)) return data({ pageIdError: true }, { status: 400 });
  return redirect(`${CONSOLE_PATH}/content/pages/${id}`);
}

/** What the JSON editor shows and what a post answers. */
export interface JsonEditorData {
  text: string;
  problem: string | null;
  refused: string | null;
  diff: (DiffLine | null)[] | null;
  savedVersion: string | null;
  /** The link of a preview of the draft just made (`intent=preview`). */
  previewUrl: string | null;
}

/** A document as it would be stored: its path and contents. */
interface DraftDocument {
  path: string;
  document: unknown;
}

/** The site's link to a preview just made: `/preview` opens the page that shows the draft. */
async function previewLinkOf(args: ActionArgs, draft: DraftDocument): Promise<string> {
  const preview = await consoleCall(args, (sdk) => sdk.assets.preview(draft.path, draft.document));
  return `/preview?token=${encodeURIComponent(preview.token)}`;
}

/** The refusal reasons of the admin API, in one line. */
function reasonsOf(error: SdkError): string {
  return error.errors.map((e) => e.title ?? e.code).join('; ') || `HTTP ${error.status}`;
}

/** A JSON document's editor: the live text, its history, and a comparison with an older version. */
async function loadJsonEditor(
  args: LoaderArgs,
  path: string,
  pick: (document: unknown) => unknown = (d) => d,
) {
  const url = new URL(args.request.url);
  const live = await liveDocument(args, path);
  const history = await consoleCall(args, (sdk) => historyOf(sdk, path));
  const compare = url.searchParams.get('compare');
  let comparison: { version: string; diff: (DiffLine | null)[] } | null = null;
  if (compare && /^[A-Za-z0-9_-]{1,80}$/.test(compare)) {
    const old = await consoleCall(args, (sdk) => sdk.assets.get(path, compare)).catch(() => null);
    if (old)
      comparison = {
        version: compare,
        diff: shortDiff(lineDiff(prettyJson(pick(old.data)), prettyJson(pick(live?.data)))),
      };
  }
  return {
    path,
    exists: live !== null,
    liveVersion: live?.version ?? null,
    text: prettyJson(pick(live?.data)),
    history,
    comparison,
  };
}

/**
 * A post of a JSON editor: `intent=check` shows the changes against the live version, `preview`
 * makes a preview link of the draft, `save` writes it as a new version (`draftOf` builds the whole
 * document from the edited text); a refusal keeps the text.
 */
async function saveJsonEditor(
  args: ActionArgs,
  liveText: () => Promise<string>,
  draftOf: (value: unknown) => Promise<DraftDocument>,
  parse: (text: string) => { ok: true; value: unknown } | { ok: false; problem: string } = parseJson,
) {
  const form = await args.request.formData();
  const text = String(form.get('document') ?? '');
  const intent = form.get('intent');
  const answer = (status: number, body: Partial<JsonEditorData>) =>
    data<JsonEditorData>(
      { text, problem: null, refused: null, diff: null, savedVersion: null, previewUrl: null, ...body },
      { status },
    );
  const parsed = parse(text);
  if (!parsed.ok) return answer(400, { problem: parsed.problem });
  const before = await liveText();
  const after = prettyJson(parsed.value);
  const diff = shortDiff(lineDiff(before, after));
  if (intent !== 'save' && intent !== 'preview') return answer(200, { diff });
  if (intent === 'save' && before === after) return answer(200, { diff: [] });
  try {
    const draft = await draftOf(parsed.value);
    if (intent === 'preview') return answer(200, { diff, previewUrl: await previewLinkOf(args, draft) });
    const { version } = await consoleCall(args, (sdk) => sdk.assets.put(draft.path, draft.document));
    return answer(200, { diff, savedVersion: version, text: after });
  } catch (error) {
    if (SdkError.is(error) && error.status === 400) return answer(400, { refused: reasonsOf(error), diff });
    throw error;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}

/** The path of `?path=` when it names a document (`/content/footer.json`). */
function documentPathOf(url: URL): string {
  const path = url.searchParams.get('path') ?? '';
  if (!DOCUMENT_PATH.test(path) || path === CONFIG_ASSET_PATH) throw data(null, { status: 404 });
  return path;
}

/** `/console/content/document?path=…`: any hosted document as JSON. */
export function loadDocumentEditor(args: LoaderArgs) {
  return loadJsonEditor(args, documentPathOf(new URL(args.request.url)));
}

/** Saves `/console/content/document?path=…`. */
export function saveDocument(args: ActionArgs) {
  const path = documentPathOf(new URL(args.request.url));
  return saveJsonEditor(
    args,
    async () => prettyJson((await liveDocument(args, path))?.data),
    async (value) => ({ path, document: value }),
    (text) => jsonObjectOf(text),
  );
}

/** The configuration section of a route's `:section`. */
function configSectionOf(params: LoaderArgs['params']): ConfigSection {
  const section = params.section ?? '';
  if (!(CONFIG_SECTIONS as readonly string[]).includes(section)) throw data(null, { status: 404 });
  return section as ConfigSection;
}

/** `/console/content/config/:section`: one part of the configuration as JSON. */
export async function loadConfigEditor(args: LoaderArgs) {
  const section = configSectionOf(args.params);
  return {
    section,
    ...(await loadJsonEditor(
      args,
      CONFIG_ASSET_PATH,
      (config) => (config as Record<string, unknown> | undefined)?.[section],
    )),
  };
}

/** Saves one part of the configuration: the whole configuration with that part replaced, checked whole. */
export function saveConfigSection(args: ActionArgs) {
  const section = configSectionOf(args.params);
  const liveConfig = async () =>
    ((await liveDocument(args, CONFIG_ASSET_PATH))?.data ?? {}) as Record<string, unknown>;
  return saveJsonEditor(
    args,
    async () => prettyJson((await liveConfig())[section]),
    async (value) => ({ path: CONFIG_ASSET_PATH, document: { ...(await liveConfig()), [section]: value } }),
  );
}

/** The page id of a route's `:pageId`. */
function pageIdOf(params: LoaderArgs['params']): string {
  const id = params.pageId ?? '';
  if (!PAGE_ID.test(id)) throw data(null, { status: 404 });
  return id;
}

/** What the sections editor shows and what a post answers. */
export interface PageEditorData {
  draft: PageDraft;
  refused: string | null;
  savedVersion: string | null;
  diff: (DiffLine | null)[] | null;
  /** The link of a preview of the draft just made (`op=preview`). */
  previewUrl: string | null;
}

/** `/console/content/pages/:pageId`: a page's sections as a form. */
export async function loadPageEditor(args: LoaderArgs) {
  const pageId = pageIdOf(args.params);
  const path = `/content/pages/${pageId}.json`;
  const live = await liveDocument(args, path);
  const history = await consoleCall(args, (sdk) => historyOf(sdk, path));
  return {
    pageId,
    path,
    exists: live !== null,
    liveVersion: live?.version ?? null,
    draft: draftOfPage(live?.data ?? { sections: [] }),
    history,
    sitePath: pageId === 'landing-page' ? '/' : `/p/${pageId}`,
  };
}

/** A post of the sections editor: an editing step (answered with the draft) or the save. */
export async function savePage(args: ActionArgs) {
  const pageId = pageIdOf(args.params);
  const path = `/content/pages/${pageId}.json`;
  const form = await args.request.formData();
  const op = operationOf(String(form.get('op') ?? 'save')) ?? { kind: 'save' as const };
  const draft = applyOperation(draftOfForm(form), op);
  const answer = (status: number, body: Partial<PageEditorData>) =>
    data<PageEditorData>(
      { draft, refused: null, savedVersion: null, diff: null, previewUrl: null, ...body },
      { status },
    );
  if (op.kind !== 'save' && op.kind !== 'preview') return answer(200, {});
  const page = pageOfDraft(draft);
  const before = prettyJson((await liveDocument(args, path))?.data);
  const diff = shortDiff(lineDiff(before, prettyJson(page)));
  try {
    if (op.kind === 'preview')
      return answer(200, { diff, previewUrl: await previewLinkOf(args, { path, document: page }) });
    const { version } = await consoleCall(args, (sdk) => sdk.assets.put(path, page));
    return answer(200, { savedVersion: version, diff, draft: draftOfPage(page) });
  } catch (error) {
    if (SdkError.is(error) && error.status === 400) return answer(400, { refused: reasonsOf(error), diff });
    throw error;
  }
}

/** The texts document of a route's `:document`. */
function textDocumentOf(params: LoaderArgs['params']): TextDocument {
  const document = params.document ?? '';
  if (!(document in TEXT_DOCUMENTS)) throw data(null, { status: 404 });
  return document as TextDocument;
}

/** How many texts the editor shows at once. */
const TEXTS_SHOWN = 60;

/** `/console/content/texts/:document?q=…`: texts found by key or words, with their defaults. */
export async function loadTextsEditor(args: LoaderArgs) {
  const document = textDocumentOf(args.params);
  const { path, defaults } = TEXT_DOCUMENTS[document];
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().toLowerCase();
  const live = ((await liveDocument(args, path))?.data ?? {}) as Record<string, string>;
  const all = { ...defaults() } as Record<string, string>;
  for (const [key, value] of Object.entries(live)) if (typeof value === 'string') all[key] = value;
  const found = Object.keys(all)
    .sort()
    .filter(
      (key) =>
        !q || [key, all[key] ?? '', defaults()[key] ?? ''].some((text) => text.toLowerCase().includes(q)),
    );
  return {
    document,
    previews: TEXT_DOCUMENTS[document].previews,
    q,
    count: found.length,
    texts: found.slice(0, TEXTS_SHOWN).map((key) => {
      const byDefault = (defaults() as Record<string, string>)[key] ?? '';
      const current = all[key] ?? '';
      return { key, byDefault, current, reworded: current !== byDefault };
    }),
  };
}

/** What a post of the texts editor answers. */
export interface TextsEditorData {
  savedVersion: string | null;
  refused: string | null;
  changed: string[];
  /** The link of a preview of the reworded texts just made (`intent=preview`). */
  previewUrl?: string | null;
}

/**
 * Saves texts of the editor (`text:<key>` inputs; `reset=<key>` puts one back to Mercato's
 * wording) into the live document, as a new version; `intent=preview` makes a preview link of
 * them instead (the site's texts only).
 */
export async function saveTexts(args: ActionArgs) {
  const document = textDocumentOf(args.params);
  const { path, defaults, previews } = TEXT_DOCUMENTS[document];
  const form = await args.request.formData();
  const live = ((await liveDocument(args, path))?.data ?? { ...defaults() }) as Record<string, string>;
  const next = { ...live };
  for (const [name, value] of form.entries()) {
    if (name.startsWith('text:') && typeof value === 'string') {
      const key = name.slice('text:'.length);
      if (key in next || key in defaults()) next[key] = value;
    }
  }
  const reset = form.get('reset');
  if (typeof reset === 'string' && reset in defaults())
    next[reset] = (defaults() as Record<string, string>)[reset]!;
  const changed = Object.keys(next).filter((key) => next[key] !== live[key]);
  const preview = previews && form.get('intent') === 'preview';
  if (changed.length === 0 && !preview)
    return data<TextsEditorData>({ savedVersion: null, refused: null, changed });
  try {
    if (preview) {
      const previewUrl = await previewLinkOf(args, { path, document: next });
      return data<TextsEditorData>({ savedVersion: null, refused: null, changed, previewUrl });
    }
    const { version } = await consoleCall(args, (sdk) => sdk.assets.put(path, next));
    return data<TextsEditorData>({ savedVersion: version, refused: null, changed });
  } catch (error) {
    if (SdkError.is(error) && error.status === 400) {
      return data<TextsEditorData>(
        { savedVersion: null, refused: reasonsOf(error), changed },
        { status: 400 },
      );
    }
    throw error;
  }
}
