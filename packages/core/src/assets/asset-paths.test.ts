import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteAssetPath,
  assetPathProblem,
  MAX_ASSETS_PER_REQUEST,
  multiAssetPaths,
} from './asset-paths.ts';

describe('asset paths', () => {
  it('accepts JSON documents with or without the leading slash', () => {
    expect(assetPathProblem('content/translations.json')).toBeUndefined();
    expect(assetPathProblem('/content/pages/landing-page.json')).toBeUndefined();
    expect(absoluteAssetPath('content/a.json')).toBe('/content/a.json');
    expect(absoluteAssetPath('/content/a.json')).toBe('/content/a.json');
  });

  it.each([
    ['', /empty/],
    ['content/notes.txt', /\.json/],
    ['content/../secret.json', /segments/],
    ['content//a.json', /segments/],
    ['.hidden/a.json', /segments/],
    ['content/a b.json', /segments/],
    [`${'a/'.repeat(120)}x.json`, /longer than/],
  ])('refuses %j', (path, message) => {
    expect(assetPathProblem(path)).toMatch(message);
  });

  it('joins the directory of the multi-asset form with each name, as the SDK splits them', () => {
    expect(multiAssetPaths('', 'content/top-bar.json,design/branding.json')).toEqual({
      ok: true,
      paths: ['/content/top-bar.json', '/design/branding.json'],
    });
    expect(multiAssetPaths('content/', 'footer.json, footer.json,top-bar.json')).toEqual({
      ok: true,
      paths: ['/content/footer.json', '/content/top-bar.json'],
    });
    expect(multiAssetPaths('content', 'footer.json')).toMatchObject({ ok: false, message: /ending in "\/"/ });
    expect(multiAssetPaths('content/', '')).toMatchObject({ ok: false, message: /at least one/ });
    expect(multiAssetPaths('content/', '/footer.json')).toMatchObject({ ok: false, message: /relative/ });
    const many = Array.from({ length: MAX_ASSETS_PER_REQUEST + 1 }, (_, i) => `a${i}.json`).join(',');
    expect(multiAssetPaths('', many)).toMatchObject({ ok: false, message: /at most/ });
  });

  it('never yields a path it would refuse on its own', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 60 }), (directory, names) => {
        const result = multiAssetPaths(directory, names);
        if (result.ok) for (const path of result.paths) expect(assetPathProblem(path)).toBeUndefined();
      }),
    );
  });
});
