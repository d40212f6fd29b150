import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkFileBytes } from './file-checks.ts';

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...Array(40).fill(0)]);

describe('checkFileBytes', () => {
  it('takes a file whose bytes are the declared type', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect(await checkFileBytes('application/pdf', PDF, true)).toEqual({ ok: true });
    expect(await checkFileBytes('image/png', png, true)).toEqual({ ok: true });
    expect(await checkFileBytes('text/csv', Buffer.from('name,price\nmug,25\n'), true)).toEqual({ ok: true });
    expect(await checkFileBytes('text/plain', Buffer.from('Grüße, señor — ✓'), true)).toEqual({ ok: true });
  });

  it('refuses bytes of another type than declared: a program named .pdf, a PDF called a picture', async () => {
    expect(await checkFileBytes('application/pdf', ELF, true)).toMatchObject({ ok: false });
    expect(await checkFileBytes('image/png', PDF, true)).toEqual({
      ok: false,
      reason: 'The file is application/pdf, not image/png.',
    });
    expect(await checkFileBytes('application/pdf', Buffer.from('just words'), true)).toMatchObject({
      ok: false,
    });
    expect(await checkFileBytes('text/plain', PDF, true)).toMatchObject({ ok: false });
    expect(await checkFileBytes('text/plain', Buffer.from([0x61, 0, 0x62]), true)).toMatchObject({
      ok: false,
    });
    expect(await checkFileBytes('text/plain', Buffer.from([0xff, 0xfe, 0x41]), true)).toMatchObject({
      ok: false,
    });
  });

  it('refuses types it does not share, whatever the bytes', async () => {
    expect(await checkFileBytes('application/x-sharedlib', ELF, true)).toEqual({
      ok: false,
      reason: 'Files of type application/x-sharedlib cannot be shared here.',
    });
    expect(await checkFileBytes('application/zip', ZIP, true)).toEqual({ ok: true });
  });

  it('allows a head cut off in the middle of a character, not a whole file ending so', async () => {
    const text = Buffer.from('price: 25 €');
    const cut = text.subarray(0, text.length - 1);
    expect(await checkFileBytes('text/plain', cut, false)).toEqual({ ok: true });
    expect(await checkFileBytes('text/plain', cut, true)).toMatchObject({ ok: false });
  });
});
