import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { favouriteAdd, favouriteList, favouriteRemove } from '../../../contracts/endpoints/favourites';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { FavouriteChangeResponseSchema, FavouriteListResponseSchema } from '../../../contracts/favourites';
import { translateMessage } from '../../lib/i18n';
import { addFavourite, listFavourites, removeFavourite } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the signed-in patient's favourite doctors. */
export function favouriteDoctorRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(favouriteAdd, { tag: 'Favourites', auth: 'patient', idempotent: true, param: IdParam, summary: 'Add a doctor to the favourites: 201 when added, 200 when already there; unknown doctor 404', response: FavouriteChangeResponseSchema, status: 201 }, async (c) => {
    const doctorId = c.req.valid('param').id;
    const { created } = await addFavourite(c.get('deps'), c.get('caller').patientId, doctorId);
    return c.json({ message: translateMessage(DM.favouriteAdded, c.get('locale')), data: { doctorId, favourite: true } }, created ? 201 : 200);
  });

  route(favouriteRemove, { tag: 'Favourites', auth: 'patient', idempotent: true, param: IdParam, summary: 'Remove a doctor from the favourites (fine if not there); unknown doctor 404', response: FavouriteChangeResponseSchema }, async (c) => {
    const doctorId = c.req.valid('param').id;
    await removeFavourite(c.get('deps'), c.get('caller').patientId, doctorId);
    return c.json({ message: translateMessage(DM.favouriteRemoved, c.get('locale')), data: { doctorId, favourite: false } });
  });

  route(favouriteList, { tag: 'Favourites', auth: 'patient', summary: 'Favourite doctors as directory cards with trustScore (0–100) and experienceYears, latest first', response: FavouriteListResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { doctors: await listFavourites(c.get('deps'), c.get('caller').patientId, c.get('timeZone')) } });
  });

  return app;
}
