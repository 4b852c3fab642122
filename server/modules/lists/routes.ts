import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { OptionListParamsSchema, OptionListResponseSchema } from '../../../contracts/option-lists';
import { DIRECTORY_API } from '../../../contracts/endpoints/bases';
import { optionList, optionSubList } from '../../../contracts/endpoints/lists';
import { getOptionList } from './service';
import { publicCache } from '../../middleware/public-cache';

const LISTS = 'cities, provinces, specializations, occupations, blood-groups, relations, marital-statuses, religions, genders, nationalities, languages, review-aspects, wait-times, review-ratings';

/** Mounted at /api/v1/upn: the option lists the app's forms and filters use ({ value, labelEn, labelNe }). */
export function optionListRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  // One handler: /list/{a} and /list/{a}/{b} (b optional in the params schema).
  for (const [endpoint, summary] of [
    [optionList, `An option list: ${LISTS}. Unknown names are 404`],
    [optionSubList, 'A narrowed list: cities/{province} (the cities of a province from /list/provinces) or specializations/{city} (specializations with doctors in that city)'],
  ] as const) route(endpoint, { tag: 'Lists', summary, response: OptionListResponseSchema, param: OptionListParamsSchema }, publicCache(), async (c) => {
    const { a, b } = c.req.valid('param');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: await getOptionList(c.get('deps'), a, b) });
  });

  return app;
}
