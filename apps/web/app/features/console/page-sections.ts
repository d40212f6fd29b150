// The console's sections editor of a page asset (`/content/pages/<id>.json`): a page as the fields
// of a plain form and back. Each section and block carries what it was (a hidden copy), so that
// what the form does not show (images, appearance, keys of other front ends) is kept as it was.

/** Section types the web app renders, in the editor's list. */
export const SECTION_TYPES = ['hero', 'article', 'features', 'columns'] as const;

type Json = Record<string, unknown>;

/** A page as the editor holds it between posts. */
export interface PageDraft {
  meta?: Json;
  sections: SectionDraft[];
  /** The rest of the document, kept as it was. */
  rest: Json;
}

/** One section's fields in the form. */
export interface SectionDraft {
  id: string;
  type: string;
  title: string;
  description: string;
  ctaText: string;
  ctaHref: string;
  blocks: BlockDraft[];
  /** The section as it was, for what the form does not show. */
  original: Json;
}

/** One block's fields in the form. */
export interface BlockDraft {
  id: string;
  title: string;
  text: string;
  ctaText: string;
  ctaHref: string;
  hasImage: boolean;
  original: Json;
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (field: unknown) =>
  isRecord(field) && typeof field.content === 'string' ? field.content : '';
const hrefOf = (field: unknown) => (isRecord(field) && typeof field.href === 'string' ? field.href : '');

function blockDraftOf(block: Json): BlockDraft {
  return {
    id: String(block.blockId ?? ''),
    title: textOf(block.title),
    text: textOf(block.text),
    ctaText: textOf(block.callToAction),
    ctaHref: hrefOf(block.callToAction),
    hasImage: isRecord(block.media) && block.media.fieldType === 'image',
    original: block,
  };
}

/** A page document as the editor's draft. */
export function draftOfPage(page: unknown): PageDraft {
  const document = isRecord(page) ? page : {};
  const { sections, meta, ...rest } = document;
  return {
    ...(isRecord(meta) ? { meta } : {}),
    rest,
    sections: (Array.isArray(sections) ? sections : []).filter(isRecord).map((section) => ({
      id: String(section.sectionId ?? ''),
      type: String(section.sectionType ?? 'article'),
      title: textOf(section.title),
      description: textOf(section.description),
      ctaText: textOf(section.callToAction),
      ctaHref: hrefOf(section.callToAction),
      blocks: (Array.isArray(section.blocks) ? section.blocks : []).filter(isRecord).map(blockDraftOf),
      original: section,
    })),
  };
}

/** A text field as the page stores it, keeping the kind it had (a heading level, markdown…). */
function field(original: unknown, content: string, fallbackType: string): Json | undefined {
  if (content.trim() === '') return undefined;
  const fieldType =
    isRecord(original) && typeof original.fieldType === 'string' ? original.fieldType : fallbackType;
  return { ...(isRecord(original) ? original : {}), fieldType, content };
}

/** A call to action: a button to a page of this site, or to another site. */
function callToAction(original: unknown, text: string, href: string): Json | undefined {
  if (text.trim() === '' || href.trim() === '') return undefined;
  const internal = href.startsWith('/');
  return {
    ...(isRecord(original) ? original : {}),
    fieldType: internal ? 'internalButtonLink' : 'externalButtonLink',
    content: text,
    href,
  };
}

/** Sets or removes a key. */
function put(target: Json, key: string, value: Json | undefined): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** The page document of a draft: the form's fields over what each section and block was. */
export function pageOfDraft(draft: PageDraft): Json {
  const sections = draft.sections.map((section, index) => {
    const out: Json = { ...section.original, sectionType: section.type, sectionId: section.id };
    put(out, 'title', field(section.original.title, section.title, index === 0 ? 'heading1' : 'heading2'));
    put(out, 'description', field(section.original.description, section.description, 'markdown'));
    put(out, 'callToAction', callToAction(section.original.callToAction, section.ctaText, section.ctaHref));
    if (section.blocks.length > 0 || Array.isArray(section.original.blocks)) {
      out.blocks = section.blocks.map((block) => {
        const b: Json = { blockType: 'defaultBlock', ...block.original, blockId: block.id };
        put(b, 'title', field(block.original.title, block.title, 'heading3'));
        put(b, 'text', field(block.original.text, block.text, 'markdown'));
        put(b, 'callToAction', callToAction(block.original.callToAction, block.ctaText, block.ctaHref));
        return b;
      });
    }
    return out;
  });
  return { ...draft.rest, ...(draft.meta ? { meta: draft.meta } : {}), sections };
}

/** Reads a hidden copy back; a tampered one counts as empty. */
function originalOf(value: FormDataEntryValue | null): Json {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** A fresh id for a new section or block, unlike the ones taken. */
function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) if (!taken.includes(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** The draft a posted form holds (`s0.title`, `s0.b1.text`…), before its operation. */
export function draftOfForm(form: FormData): PageDraft {
  const text = (name: string) => String(form.get(name) ?? '');
  const count = (name: string) => Math.min(100, Math.max(0, Number.parseInt(text(name), 10) || 0));
  const sections: SectionDraft[] = [];
  for (let i = 0; i < count('sections'); i += 1) {
    const at = (name: string) => text(`s${i}.${name}`);
    const blocks: BlockDraft[] = [];
    for (let k = 0; k < count(`s${i}.blocks`); k += 1) {
      const original = originalOf(form.get(`s${i}.b${k}.original`));
      blocks.push({
        id: idPattern.test(at(`b${k}.id`))
          ? at(`b${k}.id`)
          : freshId(
              'block',
              blocks.map((b) => b.id),
            ),
        title: at(`b${k}.title`),
        text: at(`b${k}.text`),
        ctaText: at(`b${k}.ctaText`),
        ctaHref: at(`b${k}.ctaHref`),
        hasImage: isRecord(original.media) && original.media.fieldType === 'image',
        original,
      });
    }
    sections.push({
      id: idPattern.test(at('id'))
        ? at('id')
        : freshId(
            'section',
            sections.map((s) => s.id),
          ),
      type: (SECTION_TYPES as readonly string[]).includes(at('type')) ? at('type') : 'article',
      title: at('title'),
      description: at('description'),
      ctaText: at('ctaText'),
      ctaHref: at('ctaHref'),
      blocks,
      original: originalOf(form.get(`s${i}.original`)),
    });
  }
  const page = originalOf(form.get('page'));
  const { sections: _sections, meta, ...rest } = page;
  return { ...(isRecord(meta) ? { meta } : {}), rest, sections };
}

/** What a button of the editor asks for, besides saving. */
export type PageOperation =
  | { kind: 'save' | 'preview' }
  | { kind: 'add-section' }
  | { kind: 'remove-section' | 'up' | 'down' | 'add-block'; section: number }
  | { kind: 'remove-block'; section: number; block: number };

/** The operation of a posted `op` value (`up:2`, `remove-block:1:0`…); unknown ones save nothing. */
export function operationOf(value: string): PageOperation | null {
  if (value === 'save' || value === 'preview' || value === 'add-section') return { kind: value };
  const [kind, a, b] = value.split(':');
  const section = Number(a);
  if (!Number.isInteger(section) || section < 0) return null;
  if (kind === 'remove-section' || kind === 'up' || kind === 'down' || kind === 'add-block')
    return { kind, section };
  const block = Number(b);
  if (kind === 'remove-block' && Number.isInteger(block) && block >= 0) return { kind, section, block };
  return null;
}

/** The draft after an editing operation (saving leaves it as it is). */
export function applyOperation(draft: PageDraft, op: PageOperation): PageDraft {
  const sections = [...draft.sections];
  const emptyBlock = (taken: string[]): BlockDraft => ({
    id: freshId('block', taken),
    title: '',
    text: '',
    ctaText: '',
    ctaHref: '',
    hasImage: false,
    original: {},
  });
  switch (op.kind) {
    case 'save':
    case 'preview':
      return draft;
    case 'add-section':
      sections.push({
        id: freshId(
          'section',
          sections.map((s) => s.id),
        ),
        type: 'article',
        title: '',
        description: '',
        ctaText: '',
        ctaHref: '',
        blocks: [],
        original: {},
      });
      break;
    case 'remove-section':
      sections.splice(op.section, 1);
      break;
    case 'up':
    case 'down': {
      const to = op.kind === 'up' ? op.section - 1 : op.section + 1;
      const moving = sections[op.section];
      if (!moving || to < 0 || to >= sections.length) break;
      sections.splice(op.section, 1);
      sections.splice(to, 0, moving);
      break;
    }
    case 'add-block': {
      const section = sections[op.section];
      if (section)
        sections[op.section] = {
          ...section,
          blocks: [...section.blocks, emptyBlock(section.blocks.map((b) => b.id))],
        };
      break;
    }
    case 'remove-block': {
      const section = sections[op.section];
      if (section)
        sections[op.section] = { ...section, blocks: section.blocks.filter((_, k) => k !== op.block) };
      break;
    }
  }
  return { ...draft, sections };
}

/** The name of a section's input (`s0.title`), or of a block's (`s0.b1.text`). */
export function inputName(section: number, name: string, block?: number): string {
  return block === undefined ? `s${section}.${name}` : `s${section}.b${block}.${name}`;
}

/** The inputs the editor's form posts for a draft, by name: what `draftOfForm` reads back. */
export function formEntriesOf(draft: PageDraft): [string, string][] {
  const { rest, meta } = draft;
  const entries: [string, string][] = [
    ['page', JSON.stringify({ ...rest, ...(meta ? { meta } : {}) })],
    ['sections', String(draft.sections.length)],
  ];
  draft.sections.forEach((section, i) => {
    entries.push(
      [inputName(i, 'id'), section.id],
      [inputName(i, 'type'), section.type],
      [inputName(i, 'title'), section.title],
      [inputName(i, 'description'), section.description],
      [inputName(i, 'ctaText'), section.ctaText],
      [inputName(i, 'ctaHref'), section.ctaHref],
      [inputName(i, 'original'), JSON.stringify(section.original)],
      [inputName(i, 'blocks'), String(section.blocks.length)],
    );
    section.blocks.forEach((block, k) => {
      entries.push(
        [inputName(i, 'id', k), block.id],
        [inputName(i, 'title', k), block.title],
        [inputName(i, 'text', k), block.text],
        [inputName(i, 'ctaText', k), block.ctaText],
        [inputName(i, 'ctaHref', k), block.ctaHref],
        [inputName(i, 'original', k), JSON.stringify(block.original)],
      );
    });
  });
  return entries;
}
