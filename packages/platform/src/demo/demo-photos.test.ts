import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from './demo-listings.ts';
import { demoPhotoSvg, renderDemoPhoto } from './demo-photos.ts';
import { DEMO_SCENES, type DemoMotif } from './scenes/demo-scenes.ts';

const MOTIFS = Object.keys(DEMO_SCENES) as DemoMotif[];

/** A scene's SVG without its numbers and colours: which shapes it is made of, and in what order. */
const shapesOf = (svg: string) => svg.replace(/-?\d+(\.\d+)?/g, 'n').replace(/#[0-9a-f]{6}/gi, 'c');

const thumbnails = new Map<string, Promise<Buffer>>();

/**
 * A photo drawn at a tenth of its size (sharp draws the SVG at that density), as RGBA bytes: a
 * seam between two shapes that should meet shows at this size more often than at full size.
 */
function thumbnail(motif: DemoMotif, variant: number): Promise<Buffer> {
  const key = `${motif} ${variant}`;
  let pixels = thumbnails.get(key);
  if (!pixels) {
    pixels = sharp(Buffer.from(demoPhotoSvg(motif, variant)), { density: 7.2 })
      .ensureAlpha()
      .raw()
      .toBuffer();
    thumbnails.set(key, pixels);
  }
  return pixels;
}

/** Mean difference per colour channel between two thumbnails, 0–255. */
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(a[i + c]! - b[i + c]!);
    n += 3;
  }
  return sum / n;
}

describe('demo photos', () => {
  it('picture each demo listing with a scene of its own that fits its listing type', () => {
    for (const listing of DEMO_LISTINGS) {
      expect(DEMO_SCENES[listing.motif].fits, listing.title).toContain(listing.type);
    }
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.motif)).size).toBe(DEMO_LISTINGS.length);
  });

  it('are drawn from different shapes for every scene, not one scene in other colours', () => {
    const shapes = new Set(MOTIFS.map((motif) => shapesOf(demoPhotoSvg(motif, 0))));
    expect(shapes.size).toBe(MOTIFS.length);
  });

  it('look different from scene to scene', async () => {
    const drawn = await Promise.all(MOTIFS.map((motif) => thumbnail(motif, 0)));
    for (const [i, motif] of MOTIFS.entries()) {
      for (const [j, other] of MOTIFS.entries()) {
        if (j > i) expect(distance(drawn[i]!, drawn[j]!), `${motif} and ${other}`).toBeGreaterThan(15);
      }
    }
  });

  it('cover the whole canvas in the framings the demo uses (no seam lets the black through)', async () => {
    for (const motif of MOTIFS) {
      for (const variant of [0, 1]) {
        const pixels = await thumbnail(motif, variant);
        let uncovered = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) uncovered += 1;
        expect(uncovered, `${motif} ${variant}`).toBe(0);
      }
    }
  });

  it('give a listing with several photos a different picture in each', async () => {
    for (const listing of DEMO_LISTINGS.filter((l) => l.photos > 1)) {
      const first = await thumbnail(listing.motif, 0);
      for (let photo = 1; photo < listing.photos; photo++) {
        expect(distance(first, await thumbnail(listing.motif, photo)), listing.title).toBeGreaterThan(10);
      }
    }
  });

  it('are JPEG photos of 1200×900, as the platform stores images', async () => {
    const photo = await renderDemoPhoto('kayak', 1);
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 1200, height: 900 });
    expect(await sharp(photo.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
  });

  it('are drawn once a machine with a cache: a later seed reads the photo, another scene is drawn anew', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-demo-photos-'));
    try {
      const cache = join(dir, 'demo-photos');
      const drawn = await renderDemoPhoto('kayak', 1, cache);
      const files = readdirSync(cache);
      expect(files).toHaveLength(1);
      expect((await renderDemoPhoto('kayak', 1)).data.equals(drawn.data)).toBe(true);
      // What the cache holds is what a later seed gets: it did not draw this one again.
      const kept = Buffer.from('the photo as kept');
      writeFileSync(join(cache, files[0]!), kept);
      expect((await renderDemoPhoto('kayak', 1, cache)).data.equals(kept)).toBe(true);
      // Another framing of the scene is another photo.
      await renderDemoPhoto('kayak', 0, cache);
      expect(readdirSync(cache)).toHaveLength(2);
      // A cache that cannot be made (a file where its directory would be) only costs the drawing.
      const blocked = join(dir, 'a-file');
      writeFileSync(blocked, '');
      expect((await renderDemoPhoto('kayak', 1, blocked)).data.equals(drawn.data)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
