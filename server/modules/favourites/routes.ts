import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { UuidSchema } from '../../../contracts/common';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { FavouriteChangeResponseSchema, FavouriteListResponseSchema } from '../../../contracts/favourites';
import { translateMessage } from '../../../contracts/messages';
import { addFavourite, listFavourites, removeFavourite } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the signed-in patient's favourite doctors. */
export function favouriteDoctorRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'post', path: '/api/v1/patient/favourite-doctor/create/{id}', tag: 'Favourites', auth: 'patient', idempotent: true, summary: 'Add a doctor to the favourites: 201 when added, 200 when already there; unknown doctor 404', response: FavouriteChangeResponseSchema, status: 201 });
  app.post('/favourite-doctor/create/:id', requirePatient(), idempotency(), validate('param', IdParam), async (c) => {
    const doctorId = c.req.valid('param').id;
    const { created } = await addFavourite(c.get('deps'), c.get('caller').patientId, doctorId);
    return c.json({ message: translateMessage(DM.favouriteAdded, c.get('locale')), data: { doctorId, favourite: true } }, created ? 201 : 200);
  });

  describeRoute({ method: 'delete', path: '/api/v1/patient/favourite-doctor/remove/{id}', tag: 'Favourites', auth: 'patient', idempotent: true, summary: 'Remove a doctor from the favourites (fine if not there); unknown doctor 404', response: FavouriteChangeResponseSchema });
  app.delete('/favourite-doctor/remove/:id', requirePatient(), idempotency(), validate('param', IdParam), async (c) => {
    const doctorId = c.req.valid('param').id;
    await removeFavourite(c.get('deps'), c.get('caller').patientId, doctorId);
    return c.json({ message: translateMessage(DM.favouriteRemoved, c.get('locale')), data: { doctorId, favourite: false } });
  });

  describeRoute({ method: 'get', path: '/api/v1/patient/favourite-doctor/list', tag: 'Favourites', auth: 'patient', summary: 'Favourite doctors as directory cards with trustScore (0–100) and experienceYears, latest first', response: FavouriteListResponseSchema });
  app.get('/favourite-doctor/list', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { doctors: await listFavourites(c.get('deps'), c.get('caller').patientId, c.get('timeZone')) } });
  });

  return app;
}
