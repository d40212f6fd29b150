import sharp from 'sharp';

/** Colours of one demo photo: sky, sun, far and near ground. */
export interface DemoPalette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
}

/** Palettes by listing type, so a type's cards share a mood. */
export const DEMO_PALETTES: Record<string, DemoPalette[]> = {
  'service-with-calendar': [
    { sky: ['#fde68a', '#f59e0b'], sun: '#fff7ed', far: '#a16207', near: '#713f12' },
    { sky: ['#c7d2fe', '#6366f1'], sun: '#eef2ff', far: '#4338ca', near: '#312e81' },
  ],
  lessons: [{ sky: ['#fecaca', '#dc2626'], sun: '#fef2f2', far: '#991b1b', near: '#450a0a' }],
  'gear-rental': [
    { sky: ['#bae6fd', '#0284c7'], sun: '#f0f9ff', far: '#0f766e', near: '#134e4a' },
    { sky: ['#d9f99d', '#65a30d'], sun: '#f7fee7', far: '#3f6212', near: '#1a2e05' },
  ],
  'place-to-stay': [
    { sky: ['#fbcfe8', '#db2777'], sun: '#fdf2f8', far: '#6b21a8', near: '#3b0764' },
    { sky: ['#1e3a8a', '#0f172a'], sun: '#fef9c3', far: '#334155', near: '#020617' },
  ],
  'handmade-goods': [
    { sky: ['#fed7aa', '#ea580c'], sun: '#fff7ed', far: '#9a3412', near: '#431407' },
    { sky: ['#e9d5ff', '#9333ea'], sun: '#faf5ff', far: '#7e22ce', near: '#3b0764' },
  ],
  clothing: [
    { sky: ['#fecaca', '#b91c1c'], sun: '#fef2f2', far: '#7f1d1d', near: '#450a0a' },
    { sky: ['#e7e5e4', '#57534e'], sun: '#fafaf9', far: '#44403c', near: '#1c1917' },
  ],
  'local-advice': [{ sky: ['#a7f3d0', '#059669'], sun: '#ecfdf5', far: '#047857', near: '#022c22' }],
};

/** A demo photo in the form the platform stores an image in (JPEG, sRGB, no metadata, 1200×900). */
export interface DemoPhoto {
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * A generated 1200×900 landscape (sky, sun, two ridges) as JPEG, stored as it is (`storeImage`):
 * decoding and re-encoding it as an upload is, with mozjpeg, twice the time of drawing it. Demo photos
 * are drawn, not downloaded: the first start needs no network, and no one's photo is republished.
 */
export async function renderDemoPhoto(palette: DemoPalette, variant: number): Promise<DemoPhoto> {
  const sunX = 200 + ((variant * 173) % 800);
  const sunY = 180 + ((variant * 97) % 200);
  const ridge = (base: number, amplitude: number, phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= 1200; x += 100) {
      const y = base + Math.round(Math.sin((x / 1200) * Math.PI * 3 + phase + variant) * amplitude);
      points.push(`${x},${y}`);
    }
    return `M0,900 L${points.join(' L')} L1200,900 Z`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="90" fill="${palette.sun}" opacity="0.9"/>
  <path d="${ridge(560, 70, 0.4)}" fill="${palette.far}" opacity="0.85"/>
  <path d="${ridge(700, 45, 2.1)}" fill="${palette.near}"/>
</svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return { data, mimeType: 'image/jpeg', width: 1200, height: 900 };
}
