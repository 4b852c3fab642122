import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { cityItems, PROVINCES, STATIC_OPTION_LISTS, type OptionItem, type Province } from '../../../contracts/option-lists';
import { findSpecializationItems } from './repository';

/**
 * The option lists of GET /list/{a} and /list/{a}/{b}. `{b}` narrows two lists:
 * - `cities/{province}`: the cities of one province (names from /list/provinces);
 * - `specializations/{city}`: the specializations practised by at least one doctor in that city
 *   (city as in /list/cities, any case), for the directory's filter once a city is chosen.
 * Any other list or `{b}` is 404.
 */
export async function getOptionList(deps: AppDeps, a: string, b: string | undefined): Promise<OptionItem[]> {
  if (a === 'specializations') return findSpecializationItems(deps.db, b);
  if (a === 'cities' && b !== undefined) {
    if (!(PROVINCES as readonly string[]).includes(b)) throw new HttpError(404, DM.listNotFound);
    return cityItems(b as Province);
  }
  const list = Object.hasOwn(STATIC_OPTION_LISTS, a) ? STATIC_OPTION_LISTS[a] : undefined;
  if (!list || b !== undefined) throw new HttpError(404, DM.listNotFound);
  return list();
}
