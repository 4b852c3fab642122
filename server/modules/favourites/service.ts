import type { AppDeps } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import type { FavouriteDoctor } from '../../../contracts/favourites';
import { doctorExists } from '../doctors/repository';
import { toCard } from '../doctors/service';
import { deleteFavourite, insertFavourite, listFavouriteCards } from './repository';
import { trustScore } from './trust-score';

/** Favouriting twice is fine: `created` says whether this call added it (201) or it was there (200). */
export async function addFavourite(deps: AppDeps, patientId: string, doctorId: string): Promise<{ created: boolean }> {
  try {
    return { created: await insertFavourite(deps.db, patientId, doctorId) };
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw new HttpError(404, M.doctorNotFound);
    throw err;
  }
}

/** Removing a doctor who is not a favourite is fine too; an unknown doctor is 404. */
export async function removeFavourite(deps: AppDeps, patientId: string, doctorId: string): Promise<void> {
  if (await deleteFavourite(deps.db, patientId, doctorId)) return;
  if (!(await doctorExists(deps.db, doctorId))) throw new HttpError(404, M.doctorNotFound);
}

export async function listFavourites(deps: AppDeps, patientId: string, timeZone: string): Promise<FavouriteDoctor[]> {
  const rows = await listFavouriteCards(deps.db, patientId, timeZone);
  return rows.map((r) => {
    const card = toCard(r);
    return { ...card, trustScore: trustScore(card), favouritedAt: new Date(r.favourited_at).toISOString() };
  });
}
