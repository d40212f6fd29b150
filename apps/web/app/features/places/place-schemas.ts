import { z } from 'zod';

// Apart from the places' types and limits (`place.ts`): the address field loads this (and zod) with
// its first suggestions, not with the page. Only the field imports it, and only by `import()`: a
// static import anywhere (the endpoint's query schema once lived here) would keep it in the server
// build's main chunk, and Rolldown warns of the dynamic import it makes useless.

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
