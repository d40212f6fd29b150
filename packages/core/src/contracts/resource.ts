import { z } from 'zod';

/** A JSON-encoded resource reference (`{id, type}`). */
export const ResourceRefSchema = z.object({ id: z.string(), type: z.string() });

/** Resources that carry no attributes (`passwordReset`). */
export const BareResourceSchema = z.object({ id: z.string(), type: z.string() });

/** A resource's `relationships` as it comes back from the API: read by the caller, not checked here. */
export const RelationshipsSchema = z.record(z.string(), z.unknown()).optional();

/** Extended data (publicData, protectedData, privateData, metadata) as it comes back from the API. */
export const ExtendedDataAttributeSchema = z.record(z.string(), z.unknown());
