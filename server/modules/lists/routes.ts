import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { OptionListParamsSchema, OptionListResponseSchema } from '../../../contracts/option-lists';
import { getOptionList } from './service';
import { publicCache } from '../../middleware/public-cache';

const LISTS = 'cities, provinces, specializations, occupations, blood-groups, relations, marital-statuses, religions, genders, nationalities, languages, review-aspects, wait-times, review-ratings';

/** Mounted at /api/v1/upn: the option lists the app's forms and filters use ({ value, labelEn, labelNe }). */
export function optionListRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/upn/list/{a}', tag: 'Lists', summary: `An option list: ${LISTS}. Unknown names are 404`, response: OptionListResponseSchema });
  describeRoute({ method: 'get', path: '/api/v1/upn/list/{a}/{b}', tag: 'Lists', summary: 'A narrowed list: cities/{province} (the cities of a province from /list/provinces) or specializations/{city} (specializations with doctors in that city)', response: OptionListResponseSchema });
  app.get('/list/:a/:b?', validate('param', OptionListParamsSchema), publicCache(), async (c) => {
    const { a, b } = c.req.valid('param');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: await getOptionList(c.get('deps'), a, b) });
  });

  return app;
}
