import { z } from 'zod';
import { PLACE_QUERY_MAX_LENGTH, PLACE_SUGGESTIONS_DEFAULT, PLACE_SUGGESTIONS_MAX } from './place.ts';

// Apart from the places' types and limits (`place.ts`): the address field loads these (and zod) with
// its first suggestions, not with the page.

/** `GET /api/places?q=…&limit=…`. */
export const PlaceQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(PLACE_QUERY_MAX_LENGTH, `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PLACE_SUGGESTIONS_MAX, `limit must be at most ${PLACE_SUGGESTIONS_MAX}`)
    .default(PLACE_SUGGESTIONS_DEFAULT),
});

/** The endpoint's answer, parsed again by the address field. */
export const PlaceSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      origin: z.object({ lat: z.number(), lng: z.number() }),
    }),
  ),
});
