import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSharp } from '../lib/sharp.ts';
import { DEMO_SCENES, type DemoMotif, type DemoScene } from './scenes/demo-scenes.ts';
import { SHADOW_DEFS } from './scenes/svg.ts';

/** A demo photo in the form the platform stores an image in (JPEG, sRGB, no metadata, 1200×900). */
export interface DemoPhoto {
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * How a listing's photos differ beyond the scene's own colours: the first as drawn (closer by the
 * scene's `zoom`), the next mirrored and closer to the subject, then closer still, as a seller's
 * photos from another angle.
 */
function framing(scene: DemoScene, variant: number): string {
  const scale = (scene.zoom ?? 1) * (variant === 0 ? 1 : variant % 2 === 1 ? 1.22 : 1.4);
  const mirror = variant % 2 === 1;
  if (scale === 1 && !mirror) return '';
  // Scaled about the subject: a scale of at least 1 about a point on the canvas keeps it covered.
  const [fx, fy] = scene.focus;
  const x = mirror ? 1200 - fx : fx;
  const moved = `translate(${Math.round(x - scale * x)} ${Math.round(fy - scale * fy)}) scale(${scale})`;
  return mirror ? `${moved} translate(1200 0) scale(-1 1)` : moved;
}

/** The SVG of a demo photo: `motif`'s scene, in its `variant`th look and framing. */
export function demoPhotoSvg(motif: DemoMotif, variant: number): string {
  const scene = DEMO_SCENES[motif];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><defs>${SHADOW_DEFS}</defs><g transform="${framing(scene, variant)}">${scene.draw(variant)}</g></svg>`;
}

const JPEG = { quality: 82, optimiseCoding: false } as const;

/**
 * A drawn 1200×900 scene as JPEG, stored as it is (`storeImage`): decoding and re-encoding it as an
 * upload is, with mozjpeg, twice the time of drawing it. Demo photos are drawn, not downloaded: the
 * first start needs no network, and no one's photo is republished. Without optimised Huffman
 * tables (lossless; only the file is a fifth larger) the encoding takes half the time, and no one
 * downloads these files as they are: pages show variants made from them.
 *
 * With `cacheDir`, a photo drawn once is kept there under the digest of what it is drawn from (the
 * scene's SVG, the encoder's settings and libvips' version), and a later seed on the machine reads
 * it instead of drawing it again: the 41 photos are 1.3 s of CPU, most of a seed's, and every test
 * server seeds. A changed scene has another digest, so it is drawn anew. The cache is best effort:
 * when it cannot be read or written, the photo is drawn.
 */
export async function renderDemoPhoto(
  motif: DemoMotif,
  variant: number,
  cacheDir?: string,
): Promise<DemoPhoto> {
  const svg = demoPhotoSvg(motif, variant);
  const sharp = await loadSharp();
  const photo = (data: Buffer): DemoPhoto => ({ data, mimeType: 'image/jpeg', width: 1200, height: 900 });
  const cached = cacheDir
    ? join(
        cacheDir,
        `${createHash('sha256')
          .update(JSON.stringify([sharp.versions.vips, JPEG, svg]))
          .digest('hex')
          .slice(0, 32)}.jpg`,
      )
    : null;
  if (cached) {
    try {
      return photo(readFileSync(cached));
    } catch {
      // not drawn yet on this machine
    }
  }
  const data = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
  if (cached && cacheDir) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written beside it and renamed into place, so a reader never sees half a file.
      const partial = `${cached}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, data);
      renameSync(partial, cached);
    } catch {
      // the next seed draws it again
    }
  }
  return photo(data);
}
