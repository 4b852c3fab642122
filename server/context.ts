import type { Auth } from 'firebase-admin/auth';
import type { Context, Hono } from 'hono';
import type { Env } from './env';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { Bus } from './lib/bus';
import type { Mailer } from './mail/mailer';
import type { Locale } from '../contracts/messages';
import type { ResponseCache } from './lib/response-cache';
import type { PharmacyRole, StaffRole } from '../contracts/staff-roles';

/** What the app is built from; tests pass their own (real database, real Auth emulator). */
export type AppDeps = {
  env: Env;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /** Events between instances (LISTEN/NOTIFY): directory cache invalidation, chat wake-ups. */
  bus: Bus;
  payments: {
    /** Server-to-gateway HTTP: `fetch` with a timeout (gateway-http.ts); development and tests inject the sandbox's. */
    transport: GatewayTransport;
    /** The sandbox gateway's pages, mounted at /sandbox: injected in development and tests only (payments/sandbox.ts). */
    sandbox?: Hono<AppEnv>;
  };
  /** Hooks only the fault tests inject (server/testing/server-entry.ts); the production entry has none. */
  faults?: FaultHooks;
};

/** One request to a payment gateway's server API (eSewa status check, Khalti initiate and lookup). */
export type GatewayTransport = (url: string, init: RequestInit) => Promise<Response>;

export type FaultHooks = {
  /** Called after an idempotent write committed, before its answer is sent. */
  afterCommit?(c: Context<AppEnv>): void;
};

/** The signed-in caller, set by the auth middleware. */
export type Caller = {
  uid: string;
  email: string | undefined;
  claims: Record<string, unknown>;
  /** patients.id, resolved once per request. */
  patientId: string;
};

/** The signed-in doctor (doctor-role API), set by requireDoctor. */
export type DoctorCaller = {
  uid: string;
  /** doctors.id from the token's `doctorId` claim; every doctor query is scoped by it. */
  doctorId: string;
};

/** The signed-in clinic staff member (clinic console), set by requireStaff. */
export type StaffCaller = {
  uid: string;
  /** clinic_staff.id: who, in the audit. */
  staffId: string;
  role: StaffRole;
  email: string;
  /** Every console query is scoped by it. */
  clinicId: string;
  /** A doctor account's doctors.id (the doctor sees only their own); null for other roles. */
  doctorId: string | null;
};

/** The signed-in pharmacist (Medicine Order), set by requirePharmacist: every query is scoped by `pharmacyId`. */
export type PharmacistCaller = { uid: string; staffId: string; email: string; pharmacyId: string; role: PharmacyRole };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    locale: Locale;
    timeZone: string;
    caller: Caller;
    doctorCaller: DoctorCaller;
    staffCaller: StaffCaller;
    pharmacistCaller: PharmacistCaller;
    /** The public directory's answer cache (server/middleware/public-cache.ts); undefined = off. */
    publicCache: ResponseCache | undefined;
    /** Asks this app a request of its own, on the caller's connection `env` (the public cache's background refresh). */
    publicCacheRefetch: ((req: Request, env: unknown) => Promise<Response>) | undefined;
    /** Aborted when the server starts draining (SIGTERM): long-lived answers (event streams) end cleanly. */
    stopping: AbortSignal;
  };
};
