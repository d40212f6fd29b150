import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

/** `file:line text` of each word in markup outside the catalogs. */
export function hardCodedTexts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    found.push(`${relative(APP, file)}:${line} ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText(tree))) {
      const value = node.initializer;
      const literal = ts.isJsxExpression(value) ? value.expression : value;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
        if (WORDS.test(literal.text)) report(node, `${node.name.getText(tree)}="${literal.text}"`);
      }
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const literal = node.expression;
      if (
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        WORDS.test(literal.text)
      ) {
        report(node, literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
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
