import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first image work instead of at start: with it come libvips and its own
 * libraries, some 7 MB of the process's memory, which a server that only serves pages never needs
 * (ADR 008). libvips' operation cache is off: uploads and originals are never read again.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
