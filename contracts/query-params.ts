// Query-string checks of the API's list endpoints. The server's alone in practice: apart from common.ts,
// whose schemas the first screens read (a module is bundled whole with the first page that imports it).
import * as v from 'valibot';

/** Query strings arrive as text: accept "3" or 3 and give an integer within bounds. */
/* @__NO_SIDE_EFFECTS__ */
export const intFromQuery = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((x) => Number(x)),
      v.number(),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );
