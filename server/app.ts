import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { AppDeps, AppEnv } from './context';
import { pingDatabase } from './db/client';
import { requestContext } from './middleware/request-context';
import { requireApiKey } from './middleware/api-key';
import { rateLimit } from './middleware/rate-limit';
import { compressJson } from './middleware/compress-json';
import { jsonShape } from './middleware/json-shape';
import { securityHeaders } from './middleware/security-headers';
import { createPublicCache } from './middleware/public-cache';
import { apiNotFound, handleError } from './middleware/errors';
import { HttpError } from './lib/http-error';
import { DB_RETRY_AFTER_SECONDS } from './lib/db-errors';
import { CHANNELS, notify } from './lib/bus';
import { M, SERVER_MESSAGES } from '../contracts/messages';
import { translateMessage } from './lib/i18n';
import { openApiDocument } from './lib/openapi';
import { belowApi, honoPath } from './lib/endpoint';
import { CHAT_API, CLINIC_API, DIRECTORY_API, DOCTOR_API, LAB_TESTS_API, PATIENT_API, PAYMENT_API, SHL_API } from '../contracts/endpoints/bases';
import { apiDocs, apiHealth } from '../contracts/endpoints/system';
import { staticApp } from './static';
import { OWN_BODY_LIMIT_PATHS } from './lib/upload';
import { patientAccountRoutes } from './modules/patients/routes';
import { patientAuthEmailRoutes } from './modules/patients/auth-routes';
import { preferenceRoutes } from './modules/patients/preferences';
import { doctorDirectoryRoutes } from './modules/doctors/routes';
import { doctorReviewRoutes, patientFeedbackRoutes } from './modules/reviews/routes';
import { favouriteDoctorRoutes } from './modules/favourites/routes';
import { placeDirectoryRoutes } from './modules/places/routes';
import { optionListRoutes } from './modules/lists/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { appointmentRoutes } from './modules/appointments/routes';
import { doctorAppointmentRoutes } from './modules/appointments/doctor-routes';
import { notificationRoutes } from './modules/notifications/routes';
import { deliveryRoutes } from './modules/deliveries/routes';
import { familyRoutes } from './modules/family/routes';
import { homeRoutes } from './modules/home/routes';
import { accountSettingsRoutes } from './modules/account/routes';
import { supportRoutes } from './modules/support/routes';
import { healthFeedRoutes } from './modules/feed/routes';
import { chatRoutes } from './modules/chat/routes';
import { doctorChatRoutes } from './modules/chat/doctor-routes';
import { isTicketEventStream } from './modules/chat/events';
import { clinicLiveRoutes, patientLiveRoutes } from './modules/live/routes';
import { clinicScheduleRoutes } from './modules/clinic/schedule-routes';
import { isLiveTicketStream } from './modules/live/ticket-auth';
import { doctorPaymentRoutes, paymentRoutes } from './modules/payments/routes';
import { paymentReturnRoutes } from './modules/payments/return-routes';
import { prescriptionKeyFileRoutes, prescriptionRoutes } from './modules/prescriptions/routes';
import { doctorPrescriptionRoutes } from './modules/prescriptions/doctor-routes';
import { labTestRoutes } from './modules/lab-tests/routes';
import { doctorLabTestRoutes } from './modules/lab-tests/doctor-routes';
import { clinicConsoleRoutes } from './modules/clinic/routes';
import { medicineOrderRoutes } from './modules/medicine-order/routes';
import { pharmacyOrderRoutes } from './modules/medicine-order/pharmacy-routes';
import { clinicRecordRoutes } from './modules/clinic/records-routes';
import { healthSummaryRoutes } from './modules/health-summary/routes';
import { shlRoutes } from './modules/health-summary/shl-routes';

/** A health check slower than this counts as a failure. */
const HEALTH_TIMEOUT_MS = 2_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that change what the public directory answers (ratings, votes, free slots). */
const DIRECTORY_WRITES = /^\/api\/v1\/(patient\/(appointment|patient-feedback)|doctor\/appointment|clinic\/appointments|clinic\/days-off)(\/|$)/;

/**
 * The routing tree. Every /api/* base of spec 7 is mounted here; everything else is the PWA.
 * Stateless: all state is in PostgreSQL and Firebase, so instances can be added freely.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(deps));
  // The API's JSON is compressed in one zlib call (compress-json.ts); the app's files as before.
  app.use('*', except('/api/*', compress()));
  const publicCache = createPublicCache(deps.env.directoryCacheSeconds);
  // A stale entry is refreshed through the whole app, on the caller's connection (rate limit, logs).
  const publicCacheRefetch = publicCache ? (req: Request, env: unknown) => Promise.resolve(app.fetch(req, env)) : undefined;
  const stopping = new AbortController();
  app.use('/api/*', async (c, next) => {
    c.set('stopping', stopping.signal);
    c.set('publicCache', publicCache);
    c.set('publicCacheRefetch', publicCacheRefetch);
    await next();
    // A review changes a doctor's rating and votes, an appointment change frees or takes a slot:
    // the directory's cached answers go, here at once and on every other instance by NOTIFY.
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400 && DIRECTORY_WRITES.test(c.req.path)) {
      publicCache?.clear();
      await notify(deps.db, CHANNELS.directoryChanged).catch((err: Error) => deps.log.warn('directory change not announced', { detail: err.message }));
    }
  });
  if (publicCache) {
    deps.bus.subscribe(CHANNELS.directoryChanged, () => publicCache.clear());
    // Announcements may have been missed while the bus was reconnecting.
    deps.bus.onReconnect(() => publicCache.clear());
  }
  app.use('/api/*', compressJson());
  app.use('/api/*', securityHeaders());

  app.get(honoPath(apiHealth), async (c) => {
    c.header('Cache-Control', 'no-store');
    // Draining (a deploy): a load balancer stops sending new requests here while the last finish.
    // Every 503 has the API's error shape ({ message }) besides the status a load balancer reads.
    const unavailable = () => translateMessage(SERVER_MESSAGES.serviceUnavailable, c.get('locale'));
    if (stopping.signal.aborted) return c.json({ message: unavailable(), data: { status: 'stopping', db: 'unknown' } }, 503);
    const started = performance.now();
    try {
      // Bounded: with PostgreSQL gone a new connection would wait for the pool's connect timeout.
      await Promise.race([
        pingDatabase(deps.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS).unref()),
      ]);
    } catch {
      // A load balancer takes this instance out of rotation while its database is unreachable.
      c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
      return c.json({ message: unavailable(), data: { status: 'unavailable', db: 'unreachable' } }, 503);
    }
    return c.json({ data: { status: 'ok', db: 'ok', dbMs: Math.round(performance.now() - started) } });
  });
  app.get(honoPath(apiDocs), (c) => c.json(openApiDocument()));
  // Gateway returns are browser navigations (no API key): mounted before the API's key check.
  app.route(PAYMENT_API, paymentReturnRoutes());
  // The local sandbox gateway (eSewa/Khalti protocols): only when injected (development and tests).
  if (deps.payments.sandbox && deps.env.nodeEnv !== 'production') app.route('/sandbox', deps.payments.sandbox);
  // Without it, /sandbox/* is a plain 404, not the app's page.
  else app.all('/sandbox/*', (c) => c.text('Not found', 404));
  app.route('/', prescriptionKeyFileRoutes());
  // SMART Health Link readers (any app, any origin) send no API key.
  app.route(SHL_API, shlRoutes());

  const api = new Hono<AppEnv>();
  // EventSource cannot send the key: the chat stream opened with a ticket (got with the key) goes without it.
  api.use('*', except((c) => isTicketEventStream(c) || isLiveTicketStream(c), requireApiKey));
  const apiRateLimit = rateLimit({ name: 'api', limit: (c) => c.get('deps').env.rateLimitPerMinute, windowSeconds: 60 });
  api.use('*', apiRateLimit);
  // Upload routes read their bodies with their own limits (server/lib/upload.ts).
  api.use('*', except(OWN_BODY_LIMIT_PATHS, bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new HttpError(413, M.tooLong); } })));
  // A body nested 100,000 levels deep is a 400 before anything parses or walks it (json-shape.ts).
  api.use('*', except(OWN_BODY_LIMIT_PATHS, jsonShape()));

  // Each router at its base from contracts/endpoints/bases.ts, the same base it registers its endpoints
  // below (routesAt); scripts/check-endpoints.ts fails on a mount written as a literal path.
  const mounts: [base: string, routes: () => Hono<AppEnv>][] = [
    [PATIENT_API, patientAccountRoutes],
    [PATIENT_API, patientAuthEmailRoutes],
    [PATIENT_API, preferenceRoutes],
    [DIRECTORY_API, doctorDirectoryRoutes],
    [DIRECTORY_API, doctorReviewRoutes],
    [DIRECTORY_API, placeDirectoryRoutes],
    [DIRECTORY_API, optionListRoutes],
    [PATIENT_API, favouriteDoctorRoutes],
    [PATIENT_API, patientFeedbackRoutes],
    [DIRECTORY_API, scheduleRoutes],
    [PATIENT_API, appointmentRoutes],
    [PATIENT_API, notificationRoutes],
    [PATIENT_API, deliveryRoutes],
    [PATIENT_API, familyRoutes],
    [PATIENT_API, homeRoutes],
    [DOCTOR_API, doctorAppointmentRoutes],
    [PATIENT_API, accountSettingsRoutes],
    [PATIENT_API, supportRoutes],
    [DIRECTORY_API, healthFeedRoutes],
    [CHAT_API, chatRoutes],
    [DOCTOR_API, doctorChatRoutes],
    [PAYMENT_API, paymentRoutes],
    [DOCTOR_API, doctorPaymentRoutes],
    [DOCTOR_API, doctorPrescriptionRoutes],
    [DOCTOR_API, doctorLabTestRoutes],
    [PATIENT_API, prescriptionRoutes],
    [LAB_TESTS_API, labTestRoutes],
    [CLINIC_API, clinicConsoleRoutes],
    [PATIENT_API, patientLiveRoutes],
    [CLINIC_API, clinicLiveRoutes],
    [CLINIC_API, clinicScheduleRoutes],
    [CLINIC_API, clinicRecordRoutes],
    [PATIENT_API, healthSummaryRoutes],
    [PATIENT_API, medicineOrderRoutes],
    [CLINIC_API, pharmacyOrderRoutes],
  ];
  for (const [base, routes] of mounts) api.route(belowApi(base), routes());
  api.all('*', apiNotFound);
  app.route('/api', api);

  app.route('/', staticApp(deps.env));
  // The server calls it when stopping, while the database is still open (the counts kept in
  // memory were written after the pool had closed, a warning at every shutdown).
  return Object.assign(app, {
    /** The server is draining: event streams end now, requests in flight finish. */
    stopping: () => stopping.abort(),
    shutdown: () => apiRateLimit.close(),
  });
}
