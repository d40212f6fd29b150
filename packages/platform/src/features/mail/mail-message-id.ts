import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUIDv7 for a new message. Ids are time-ordered and strictly increasing within a process, so
 * "newest first" stays exact when messages share a timestamp (a frozen test clock, a busy ms).
 */
export function createMailMessageId(now: Date): string {
  let ms = now.getTime();
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    // 12 bits of counter per millisecond; borrow the next millisecond rather than repeat an id.
    if (counter > 0xfff) {
      ms += 1;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
