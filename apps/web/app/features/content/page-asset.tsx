import type { ImageAssetVariants, PageAsset } from '@mercato/sdk/resources/assets';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, parseMarkdown, safeHref } from './markdown.ts';

/**
 * Renders a page asset (api notes §9 page-asset format, as the template's PageBuilder reads it):
 * sections with a title, description, call to action and blocks (media, title, text, call to
 * action). Known field types are shown, others skipped; `after` puts page-specific parts (the
 * landing page's search) after a section by its id.
 */

type Field = { fieldType?: unknown; content?: unknown; href?: unknown; alt?: unknown; image?: unknown };

function fieldOf(value: unknown): Field | undefined {
  return value !== null && typeof value === 'object' ? (value as Field) : undefined;
}

function textOf(value: unknown): string | undefined {
  const field = fieldOf(value);
  return typeof field?.content === 'string' && field.content.trim() !== '' ? field.content : undefined;
}

function InlineView({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        const key = `${node.kind}-${index}`;
        switch (node.kind) {
          case 'text':
            return <span key={key}>{node.text}</span>;
          case 'code':
            return <code key={key}>{node.text}</code>;
          case 'strong':
            return (
              <strong key={key}>
                <InlineView nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={key}>
                <InlineView nodes={node.children} />
              </em>
            );
          case 'link':
            return node.href.startsWith('/') ? (
              <Link key={key} to={node.href}>
                <InlineView nodes={node.children} />
              </Link>
            ) : (
              <a key={key} href={node.href} rel="noopener noreferrer">
                <InlineView nodes={node.children} />
              </a>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <InlineView nodes={block.children} />
      </p>
    );
  }
  if (block.kind === 'heading') {
    const Tag = `h${Math.min(block.level + 1, 6)}` as 'h2';
    return (
      <Tag>
        <InlineView nodes={block.children} />
      </Tag>
    );
  }
  const items = block.items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static document never reorder
    <li key={index}>
      <InlineView nodes={item} />
    </li>
  ));
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

/** A text field: markdown becomes blocks, other text one paragraph. */
function TextField({ value, className }: { value: unknown; className?: string }) {
  const text = textOf(value);
  if (!text) return null;
  if (fieldOf(value)?.fieldType === 'markdown') {
    return (
      <div className={className}>
        {parseMarkdown(text).map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a static document never reorder
          <BlockView key={index} block={block} />
        ))}
      </div>
    );
  }
  return <p className={className}>{text}</p>;
}

function HeadingField({ value, fallbackLevel }: { value: unknown; fallbackLevel: number }) {
  const text = textOf(value);
  if (!text) return null;
  const match = /^heading([1-6])$/.exec(String(fieldOf(value)?.fieldType ?? ''));
  const Tag = `h${match ? match[1] : fallbackLevel}` as 'h2';
  return <Tag>{text}</Tag>;
}

function CallToAction({ value }: { value: unknown }) {
  const field = fieldOf(value);
  const text = textOf(value);
  const href = typeof field?.href === 'string' ? safeHref(field.href) : undefined;
  if (!text || !href || field?.fieldType === 'none') return null;
  const className = String(field?.fieldType ?? '').includes('Button') ? 'button' : undefined;
  return (
    <p className="content-cta">
      {href.startsWith('/') ? (
        <Link to={href} className={className}>
          {text}
        </Link>
      ) : (
        <a href={href} className={className} rel="noopener noreferrer">
          {text}
        </a>
      )}
    </p>
  );
}

function ImageField({ value, images }: { value: unknown; images: Record<string, ImageAssetVariants> }) {
  const field = fieldOf(value);
  if (field?.fieldType !== 'image') return null;
  const ref = fieldOf(field.image) as { _ref?: { id?: unknown } } | undefined;
  const id = typeof ref?._ref?.id === 'string' ? ref._ref.id : undefined;
  const variants = id ? Object.values(images[id] ?? {}) : [];
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  if (!largest) return null;
  return (
    <img
      className="content-image"
      src={largest.url}
      srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes="(max-width: 720px) 100vw, 720px"
      width={largest.width}
      height={largest.height}
      alt={typeof field.alt === 'string' ? field.alt : ''}
      loading="lazy"
    />
  );
}

type Section = PageAsset['sections'][number] & Record<string, unknown>;
type BlockData = NonNullable<PageAsset['sections'][number]['blocks']>[number] & Record<string, unknown>;

function SectionView({
  section,
  images,
  first,
}: {
  section: Section;
  images: Record<string, ImageAssetVariants>;
  first: boolean;
}) {
  const hero = section.sectionType === 'hero';
  const blocks = (section.blocks ?? []) as BlockData[];
  return (
    <section
      className={`content-section content-section--${section.sectionType}${hero ? ' hero' : ''}`}
      id={section.sectionId}
    >
      <HeadingField value={section.title} fallbackLevel={first ? 1 : 2} />
      <TextField value={section.description} className={hero ? 'hero__lead' : undefined} />
      {blocks.length > 0 ? (
        <div
          className={`content-blocks${section.sectionType === 'features' || section.sectionType === 'columns' ? ' content-blocks--grid' : ''}`}
        >
          {blocks.map((block) => (
            <div key={block.blockId} className="content-block" id={block.blockId}>
              <ImageField value={block.media} images={images} />
              <HeadingField value={block.title} fallbackLevel={3} />
              <TextField value={block.text} />
              <CallToAction value={block.callToAction} />
            </div>
          ))}
        </div>
      ) : null}
      <CallToAction value={section.callToAction} />
    </section>
  );
}

/** The sections of a page asset, with optional parts after sections by id. */
export function PageAssetView({
  page,
  images,
  after = {},
}: {
  page: PageAsset;
  images: Record<string, ImageAssetVariants>;
  after?: Record<string, ReactNode>;
}) {
  return (
    <div className="content-page">
      {(page.sections as Section[]).map((section, index) => (
        <div key={section.sectionId}>
          <SectionView section={section} images={images} first={index === 0} />
          {after[section.sectionId] ?? null}
        </div>
      ))}
    </div>
  );
}

/** The page's title and description for `meta` (`meta.pageTitle` / `meta.pageDescription`). */
export function pageMetaOf(page: PageAsset | undefined): { title?: string; description?: string } {
  const meta = (page?.meta ?? {}) as Record<string, unknown>;
  return { title: textOf(meta.pageTitle), description: textOf(meta.pageDescription) };
}
