import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { cityItems, PROVINCES, STATIC_OPTION_LISTS, type OptionItem, type Province } from '../../../contracts/option-lists';

/**
 * The option lists of GET /list/{a} and /list/{a}/{b}. `{b}` narrows two lists:
 * - `cities/{province}`: the cities of one province (names from /list/provinces);
 * - `specializations/{city}`: the specializations practised by at least one doctor in that city
 *   (city as in /list/cities, any case), for the directory's filter once a city is chosen.
 * Any other list or `{b}` is 404.
 */
export async function getOptionList(deps: AppDeps, a: string, b: string | undefined): Promise<OptionItem[]> {
  if (a === 'specializations') return specializationItems(deps, b);
  if (a === 'cities' && b !== undefined) {
    if (!(PROVINCES as readonly string[]).includes(b)) throw new HttpError(404, DM.listNotFound);
    return cityItems(b as Province);
  }
  const list = Object.hasOwn(STATIC_OPTION_LISTS, a) ? STATIC_OPTION_LISTS[a] : undefined;
  if (!list || b !== undefined) throw new HttpError(404, DM.listNotFound);
  return list();
}

async function specializationItems(deps: AppDeps, city: string | undefined): Promise<OptionItem[]> {
  const inCity = city === undefined ? sql`true` : sql`exists (
    select 1 from doctor_specializations ds join doctors d on d.id = ds.doctor_id
    where ds.specialization_id = sp.id and lower(d.city) = lower(${city}))`;
  const result = await deps.db.execute<OptionItem>(sql`
    select sp.slug as "value", sp.name_en as "labelEn", sp.name_ne as "labelNe"
    from specializations sp where ${inCity} order by sp.name_en`);
  return result.rows;
}
