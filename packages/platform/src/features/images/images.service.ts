import { randomUUID } from 'node:crypto';
import {
  isBuiltInSpec,
  type VariantSpec,
  variantDimensions,
  variantKeyOf,
} from '@mercato/core/images/image-variants';
import { IMAGE_MESSAGES } from '@mercato/core/validators/listing-photos';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Resource } from '../../http/envelope.ts';
import { reserve } from '../../lib/throttle.ts';
import type { StoragePort, StoredObject } from '../../ports/storage.port.ts';
import { presentImage } from './image.presenter.ts';
import { type Image, originalKeyOf, variantFileKeyOf } from './image.ts';
import {
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE_PX,
  type NormalizedImage,
  normalizeUpload,
  renderVariant,
  type UploadRejection,
  VARIANT_CONTENT_TYPE,
} from './image-transform.ts';
import { createImageUrls } from './image-urls.ts';
import {
  countCustomVariantFiles,
  forgetVariantFile,
  leastRecentlyServedVariantFiles,
  recordVariantFile,
  totalVariantBytes,
  touchVariantFile,
} from './image-variant-files.repository.ts';
import { parseImageVariantSelection } from './image-variant-query.ts';
import { findImageById, findImagesByIds, insertImage, markImageAttached } from './images.repository.ts';
import { CUSTOM_VARIANT_RENDERS_PER_IP, STORED_CUSTOM_VARIANTS_PER_IMAGE } from './variant-limits.ts';

const ImageIdSchema = z.uuid();

/**
 * Stores an uploaded image for `ownerId`: the bytes must decode as JPEG or PNG (400 `image-invalid`
 * for other image formats, `image-invalid-content` for anything undecodable), and are stored
 * normalised (`normalizeUpload`).
 */
export async function uploadImage(ctx: PlatformContext, ownerId: string, data: Buffer): Promise<Image> {
  const result = await normalizeUpload(data);
  if ('rejected' in result) {
    throw uploadRefusal(result.rejected);
  }
  return storeImage(ctx, ownerId, result.image);
}

/**
 * Stores an image that is already in the stored form (`NormalizedImage`: JPEG or PNG, upright, sRGB,
 * no metadata, at most 3072 px a side) for `ownerId`: an upload after `normalizeUpload`, or a picture
 * the server drew itself (the demo's photos), which decoding and encoding again would only cost time
 * and quality. The original is written before the row, so a row never points at a missing file.
 */
export async function storeImage(
  ctx: PlatformContext,
  ownerId: string,
  image: NormalizedImage,
): Promise<Image> {
  const id = randomUUID();
  const now = ctx.clock();
  await ctx.storage.put(originalKeyOf(id), { data: image.data, contentType: image.mimeType });
  try {
    await insertImage(ctx.db, {
      id,
      ownerId,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      now,
    });
  } catch (error) {
    await ctx.storage.delete(originalKeyOf(id)).catch(() => undefined);
    throw error;
  }
  return {
    id,
    ownerId,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    attached: false,
    createdAt: now,
  };
}

function uploadRefusal(reason: UploadRejection): AppError {
  switch (reason) {
    case 'unsupported-format':
      return new AppError('image-invalid', `The file is an image, but ${IMAGE_MESSAGES.type}`);
    case 'too-many-pixels':
      return new AppError(
        'image-invalid',
        `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels and ${MAX_INPUT_SIDE_PX} px a side`,
      );
    case 'undecodable':
      return new AppError('image-invalid-content', 'The file is not a readable JPG or PNG image');
  }
}

/** An image by id; undefined when there is none (or the id is not a UUID at all). */
export async function findImage(ctx: PlatformContext, id: string): Promise<Image | undefined> {
  // PostgreSQL refuses a malformed uuid with an error; it is simply not an image we have.
  if (!ImageIdSchema.safeParse(id).success) return undefined;
  return findImageById(ctx.db, id);
}

/**
 * Attaches one of the user's own uploads (e.g. `current_user/update_profile`'s `profileImageId`) and
 * returns it. Unknown images and other users' images get the same 400 `validation-invalid-value`,
 * so the answer does not reveal whether someone else's image id exists. Pass `{...ctx, db: trx}` to
 * claim inside the caller's transaction.
 */
export async function claimImageForUser(
  ctx: PlatformContext,
  userId: string,
  imageId: string,
  sourcePath: string[] = ['profileImageId'],
): Promise<Image> {
  const refuse = () =>
    new AppError('validation-invalid-value', `${sourcePath.join('.')}: no such image uploaded by you`, {
      source: { path: sourcePath, type: 'body' },
    });
  if (!ImageIdSchema.safeParse(imageId).success) throw refuse();
  if (!(await markImageAttached(ctx.db, imageId, userId))) throw refuse();
  const image = await findImageById(ctx.db, imageId);
  if (!image) throw refuse();
  return image;
}

// Requests for the same missing variant share one rendering; per storage port, so per platform.
const HOUR_MS = 3_600_000;
const renderingByStorage = new WeakMap<StoragePort, Map<string, Promise<StoredObject | undefined>>>();

// When this process last noted each kept variant as served, per storage port: the note in the
// database only needs the hour (it orders the cache's eviction), so a page full of images reads
// its variants without writing (on SQLite even an UPDATE that changes nothing takes the write lock).
const servedNotesByStorage = new WeakMap<StoragePort, Map<string, number>>();
const SERVED_NOTES_KEPT = 10_000;

/** Marks a variant file served now in this process; true when its note in the database is due (hourly). */
function markServed(storage: StoragePort, key: string, now: Date): boolean {
  let notes = servedNotesByStorage.get(storage);
  if (!notes) {
    notes = new Map();
    servedNotesByStorage.set(storage, notes);
  }
  const last = notes.get(key);
  if (last !== undefined && now.getTime() - last < HOUR_MS) return false;
  if (notes.size >= SERVED_NOTES_KEPT) notes.clear();
  notes.set(key, now.getTime());
  return true;
}

/** A variant file to serve. */
export interface VariantFileAnswer {
  file: StoredObject;
}

/**
 * The file of a variant, rendered from the original on its first request and kept in storage:
 * every built-in size, and up to `STORED_CUSTOM_VARIANTS_PER_IMAGE` custom sizes an image (more are
 * rendered and not kept). Rendering a custom size spends one of the client's
 * `CUSTOM_VARIANT_RENDERS_PER_IP` (429 past it); the cache's size on disk is kept by
 * `trimVariantCache`. Undefined for an unknown image.
 */
export async function getImageVariantFile(
  ctx: PlatformContext,
  imageId: string,
  spec: VariantSpec,
  clientIp = 'unknown',
): Promise<VariantFileAnswer | undefined> {
  const image = await findImage(ctx, imageId);
  if (!image) return undefined;
  const variantKey = variantKeyOf(spec);
  const key = variantFileKeyOf(image.id, variantKey);
  const now = ctx.clock();
  const cached = await ctx.storage.get(key);
  if (cached) {
    if (markServed(ctx.storage, key, now)) {
      const notedSince = new Date(now.getTime() - HOUR_MS);
      await touchVariantFile(ctx.db, { imageId: image.id, variantKey }, now, notedSince);
    }
    return { file: cached };
  }

  let rendering = renderingByStorage.get(ctx.storage);
  if (!rendering) {
    rendering = new Map();
    renderingByStorage.set(ctx.storage, rendering);
  }
  const pending = rendering.get(key);
  if (pending) {
    const file = await pending;
    return file && { file };
  }
  const builtIn = isBuiltInSpec(spec);
  if (!builtIn) await reserve(ctx.db, CUSTOM_VARIANT_RENDERS_PER_IP, clientIp, now);
  const inFlight = rendering;
  const task = (async () => {
    const original = await ctx.storage.get(originalKeyOf(image.id));
    if (!original) return undefined;
    const data = await renderVariant(original.data, spec, variantDimensions(image, spec), image);
    const file = { data, contentType: VARIANT_CONTENT_TYPE };
    const keep =
      builtIn || (await countCustomVariantFiles(ctx.db, image.id)) < STORED_CUSTOM_VARIANTS_PER_IMAGE;
    if (keep) {
      await ctx.storage.put(key, file);
      await recordVariantFile(ctx.db, { imageId: image.id, variantKey, builtIn, bytes: data.length, now });
      markServed(ctx.storage, key, now);
    }
    return file;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, task);
  const file = await task;
  return file && { file };
}

/**
 * Keeps the rendered variants within `IMAGE_VARIANT_CACHE_MB` on disk: the least recently served
 * files are deleted (a later request renders them again). Returns how many were deleted.
 */
export async function trimVariantCache(ctx: PlatformContext, batch = 200): Promise<number> {
  const capBytes = ctx.env.IMAGE_VARIANT_CACHE_MB * 1024 * 1024;
  let total = await totalVariantBytes(ctx.db);
  let deleted = 0;
  while (total > capBytes) {
    const oldest = await leastRecentlyServedVariantFiles(ctx.db, batch);
    if (oldest.length === 0) break;
    for (const file of oldest) {
      if (total <= capBytes) break;
      await forgetVariantFile(ctx.db, file);
      await ctx.storage.delete(variantFileKeyOf(file.imageId, file.variantKey));
      total -= file.bytes;
      deleted++;
    }
  }
  return deleted;
}

/**
 * The `image` resource of an image id for a response, in the variants the query asks for (`fields.image`,
 * `imageVariant.*`); null when there is no such image.
 */
export async function loadImageResource(
  ctx: PlatformContext,
  imageId: string | null,
  query: Record<string, unknown>,
): Promise<Resource | null> {
  if (!imageId) return null;
  const image = await findImage(ctx, imageId);
  if (!image) return null;
  const selection = parseImageVariantSelection(query);
  return presentImage(image, selection.names, selection.custom, createImageUrls(ctx.env));
}

/** The `image` resources of several images, by id, in the variants the query asks for. */
export async function loadImageResources(
  ctx: PlatformContext,
  imageIds: readonly string[],
  query: Record<string, unknown>,
): Promise<Map<string, Resource>> {
  const unique = [...new Set(imageIds)].filter((id) => ImageIdSchema.safeParse(id).success);
  const images = await findImagesByIds(ctx.db, unique);
  const selection = parseImageVariantSelection(query);
  const urls = createImageUrls(ctx.env);
  return new Map(
    images.map((image) => [image.id, presentImage(image, selection.names, selection.custom, urls)]),
  );
}
