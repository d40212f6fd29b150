import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  draftOfForm,
  draftOfPage,
  formEntriesOf,
  operationOf,
  pageOfDraft,
} from './page-sections.ts';

const landing = {
  meta: { pageTitle: { fieldType: 'metaTitle', content: 'Welcome' } },
  sections: [
    {
      sectionType: 'hero',
      sectionId: 'hero',
      title: { fieldType: 'heading1', content: 'Book trusted services' },
      description: { fieldType: 'paragraph', content: 'Pick a time.' },
      callToAction: { fieldType: 'internalButtonLink', content: 'Browse', href: '/s' },
      appearance: { fieldType: 'customAppearance', backgroundColor: '#fff' },
    },
    {
      sectionType: 'features',
      sectionId: 'how',
      title: { fieldType: 'heading2', content: 'How it works' },
      blocks: [
        {
          blockType: 'defaultBlock',
          blockId: 'find',
          title: { fieldType: 'heading3', content: 'Find' },
          text: { fieldType: 'markdown', content: '**Browse** services' },
          media: { fieldType: 'image', image: { _ref: { type: 'imageAsset', id: 'img-1' } }, alt: 'A map' },
        },
      ],
    },
  ],
};

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('the sections editor', () => {
  it('gives back the page it was given, through its form, untouched parts included', () => {
    const draft = draftOfForm(formOf(formEntriesOf(draftOfPage(landing))));
    expect(pageOfDraft(draft)).toEqual(landing);
  });

  it('writes what was edited, keeping each field’s kind, and drops emptied fields', () => {
    const entries = formEntriesOf(draftOfPage(landing)).map(([name, value]): [string, string] => {
      if (name === 's0.title') return [name, 'A new hero title'];
      if (name === 's0.ctaText') return [name, ''];
      if (name === 's1.b0.ctaText') return [name, 'Read more'];
      if (name === 's1.b0.ctaHref') return [name, 'https://example.com/guide'];
      return [name, value];
    });
    const page = pageOfDraft(draftOfForm(formOf(entries))) as typeof landing;
    expect(page.sections[0]?.title).toEqual({ fieldType: 'heading1', content: 'A new hero title' });
    expect(page.sections[0]).not.toHaveProperty('callToAction');
    expect(page.sections[0]?.appearance).toEqual(landing.sections[0]?.appearance);
    expect(page.sections[1]?.blocks?.[0]).toMatchObject({
      callToAction: {
        fieldType: 'externalButtonLink',
        content: 'Read more',
        href: 'https://example.com/guide',
      },
      media: landing.sections[1]?.blocks?.[0]?.media,
    });
  });

  it('adds, moves and removes sections and blocks with fresh ids', () => {
    let draft = draftOfPage(landing);
    draft = applyOperation(draft, operationOf('add-section')!);
    expect(draft.sections.map((s) => s.id)).toEqual(['hero', 'how', 'section-3']);
    draft = applyOperation(draft, operationOf('up:2')!);
    expect(draft.sections.map((s) => s.id)).toEqual(['hero', 'section-3', 'how']);
    draft = applyOperation(draft, operationOf('up:0')!);
    expect(draft.sections.map((s) => s.id)).toEqual(['hero', 'section-3', 'how']);
    draft = applyOperation(draft, operationOf('add-block:2')!);
    expect(draft.sections[2]?.blocks.map((b) => b.id)).toEqual(['find', 'block-2']);
    draft = applyOperation(draft, operationOf('remove-block:2:0')!);
    draft = applyOperation(draft, operationOf('remove-section:1')!);
    expect(pageOfDraft(draft)).toMatchObject({
      sections: [
        { sectionId: 'hero' },
        { sectionId: 'how', blocks: [{ blockId: 'block-2', blockType: 'defaultBlock' }] },
      ],
    });
    expect(operationOf('remove-block:x')).toBeNull();
    expect(operationOf('drop-table')).toBeNull();
  });

  it('takes no ids or types a form was tampered with', () => {
    const entries = formEntriesOf(draftOfPage(landing)).map(([name, value]): [string, string] => {
      if (name === 's0.id') return [name, '<script>'];
      if (name === 's0.type') return [name, 'iframe'];
      if (name === 's0.original') return [name, '{not json'];
      return [name, value];
    });
    const draft = draftOfForm(formOf(entries));
    expect(draft.sections[0]).toMatchObject({ id: 'section-1', type: 'article', original: {} });
  });
});
