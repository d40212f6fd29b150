import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';
import { describe, expect, it } from 'vitest';

// Every word the web app shows comes from a text catalog (`@mercato/core/texts/catalogs/*`), so the
// operator can reword it in `/content/translations.json`. This finds words written straight into
// markup: JSX text, and the string attributes people read or hear.
const APP = fileURLToPath(new URL('..', import.meta.url));
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const WORDS = /[A-Za-z]{2,}/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** A string literal, or a template literal without substitutions: its text, else `null`. */
function literalText(node: Node | null | undefined): string | null {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/** The child nodes of a Babel node: every property that holds a node or a list of them. */
function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key.endsWith('Comments')) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object' && typeof (item as Node).type === 'string')
        children.push(item as Node);
    }
  }
  return children;
}

/** `file:line text` of each word in markup outside the catalogs. */
export function hardCodedTexts(file: string, source: string): string[] {
  const tree = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    found.push(`${relative(APP, file)}:${node.loc?.start.line} ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'JSXText' && WORDS.test(node.value)) report(node, node.value);
    if (
      node.type === 'JSXAttribute' &&
      node.name.type === 'JSXIdentifier' &&
      READ_ATTRIBUTES.has(node.name.name)
    ) {
      const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      const text = literalText(value as Node | null | undefined);
      if (text !== null && WORDS.test(text)) report(node, `${node.name.name}="${text}"`);
    }
    if (
      node.type === 'JSXExpressionContainer' &&
      (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
    ) {
      const text = literalText(node.expression as Node);
      if (text !== null && WORDS.test(text)) report(node, text);
    }
    for (const child of childrenOf(node)) visit(child, node);
  };
  visit(tree.program, null);
  return found;
}

describe('UI texts', () => {
  it('finds words in JSX text, read attributes and literal children', () => {
    const found = hardCodedTexts(
      join(APP, 'x.tsx'),
      `const a = <p title="Hello there" className="big-box">Some words {'More words'} {n} · 3 <b>{t('k')}</b></p>;`,
    );
    expect(found).toEqual(['x.tsx:1 title="Hello there"', 'x.tsx:1 Some words', 'x.tsx:1 More words']);
  });

  it('are never written straight into the markup', () => {
    const found = sourceFiles(APP).flatMap((file) => hardCodedTexts(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
