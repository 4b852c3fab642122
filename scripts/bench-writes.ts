// The write path under load (issue 13): 200 patients booking 200 distinct slots at once, and 50
// racing for one slot, against 1 and against 3 server processes on one PostgreSQL (durable
// settings: fsync and synchronous commit on). Each patient is a real Auth-emulator user with a real
// ID token; each booking carries its own Idempotency-Key. Prints p50/p99/max, the answers, and the
// double bookings found in the database (must be 0). `npx tsx scripts/bench-writes.ts` alone.
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { createDb } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { createFixtures, createFixtureSlot, type Fixtures } from '../server/db/fixtures';
import { appointments, patients } from '../server/db/schema';
import { loadEnv } from '../server/env';
import { firebaseAuth } from '../server/firebase';
import { insertPatient } from '../server/modules/patients/repository';
import { COMPLETE_PROFILE, bookingBody } from '../server/testing/booking-fixtures';
import { startServerProcess, type ServerProcess } from '../server/testing/processes';
import { startAuthEmulator } from './lib/auth-emulator';
import { freePort } from './lib/free-port';

const API_KEY = 'bench-write-key';
const PROJECT = 'demo-swasthya-bench';
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

type Outcome = { status: number; ms: number };

export async function benchWrites(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-bench-writes-'));
  // PostgreSQL runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  await chmod(dir, 0o755);
  // `--no-fsync`: PostgreSQL without fsync/synchronous commit, to see what the disk's flushes cost.
  const ephemeral = process.argv.includes('--no-fsync');
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), ephemeral });
  console.log(`PostgreSQL ${ephemeral ? 'without fsync (--no-fsync)' : 'durable (fsync, synchronous commit)'}`);
  const emulator = await startAuthEmulator({ dataDir: path.join(dir, 'auth'), port: await freePort(), projectId: PROJECT });
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  const { db, pool } = createDb(pg.url, { max: 8 });
  const servers: ServerProcess[] = [];
  try {
    await runMigrations(db);
    const f = await createFixtures(db);
    console.log('creating 250 patients (Auth emulator users, signed in)…');
    const people = await makePatients(db, emulator.host, 250);
    let minute = 0;
    const slots = async (n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push(await createFixtureSlot(db, f, new Date(Date.now() + 3 * 86_400_000 + ++minute * 60_000)));
      return ids;
    };
    const env = {
      NODE_ENV: 'test', DATABASE_URL: pg.url, API_KEYS: API_KEY, FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'warn', CHAT_TICKET_SECRET: 'bench-only-chat-ticket-secret-0123456789',
      RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    };

    // The revocation lookup each write makes (verifyIdToken(token, true) asks the Auth backend for
    // the user): 200 at once, straight to the emulator.
    const admin = firebaseAuth(loadEnv({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }));
    const lookups = await Promise.all(people.slice(0, 200).map((p) => timed(async () => {
      await admin.verifyIdToken(p.token, true);
      return new Response(null, { status: 200 });
    })));
    console.log(`Auth emulator, 200 revocation checks at once (verifyIdToken(token, true)): p50 ${ms(pct(lookups.map((o) => o.ms), 50))}, max ${ms(Math.max(...lookups.map((o) => o.ms)))}`);
    console.log('\n| instances | scenario | requests | p50 | p99 | max | 2xx | 409 | other | double bookings | CPU ms/request: server + PostgreSQL + Auth emulator + client |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const instances of [1, 3]) {
      while (servers.length < instances) servers.push(await startServerProcess(env));
      const urls = servers.slice(0, instances).map((s) => s.url);
      // Warm each instance (JIT, pool, token verification) with one booking each, not measured.
      const warm = await slots(instances);
      await Promise.all(urls.map((u, i) => book(u, people[i]!.token, f, warm[i]!)));

      const distinct = await slots(200);
      const a = await withCpu(() => Promise.all(distinct.map((slotId, i) => book(urls[i % instances]!, people[i]!.token, f, slotId))));
      row(instances, '200 patients, 200 distinct slots', a.outcomes, await doubles(db, distinct), a.cpu);

      const [one] = await slots(1);
      const b = await withCpu(() => Promise.all(people.slice(200, 250).map((p, i) => book(urls[i % instances]!, p.token, f, one!))));
      row(instances, '50 patients racing for 1 slot', b.outcomes, await doubles(db, [one!]), b.cpu);
      // What a write costs beyond the database: the same 200 patients reading their appointments
      // (token verified without the revocation lookup every write makes), all at once.
      const reads = await withCpu(() => Promise.all(people.slice(0, 200).map((p, i) => timed(() => fetch(`${urls[i % instances]}/api/v1/patient/appointment/list`, {
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${p.token}` },
      })))));
      row(instances, '200 patients reading their list (no revocation lookup)', reads.outcomes, 0, reads.cpu);
      // The patients booked above may book again (other slots) in the next round.
      await db.delete(appointments).where(inArray(appointments.slotId, [...distinct, one!, ...warm]));
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await pool.end();
    await emulator.stop();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** CPU time (ms) used so far by this machine's processes, grouped: the servers, PostgreSQL, the Auth emulator, this client. */
async function cpuByGroup(): Promise<Record<string, number>> {
  const out: Record<string, number> = { server: 0, postgres: 0, emulator: 0, client: 0 };
  const tick = 10; // USER_HZ is 100 on Linux: one tick is 10 ms
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const used = (Number(fields[11]) + Number(fields[12])) * tick;
      const cmd = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      if (Number(pid) === process.pid) out['client']! += used;
      else if (cmd.includes('server/testing/server-entry.ts')) out['server']! += used;
      else if (stat.includes('(postgres)')) out['postgres']! += used;
      else if (cmd.includes('firebase')) out['emulator']! += used;
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

async function withCpu<T extends Outcome[]>(run: () => Promise<T>): Promise<{ outcomes: T; cpu: string }> {
  const before = await cpuByGroup();
  const outcomes = await run();
  const after = await cpuByGroup();
  const per = (k: string) => ((after[k]! - before[k]!) / outcomes.length).toFixed(1);
  return { outcomes, cpu: `${per('server')} + ${per('postgres')} + ${per('emulator')} + ${per('client')}` };
}

async function timed(send: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  const res = await send();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function book(url: string, token: string, f: Fixtures, slotId: string): Promise<Outcome> {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/patient/appointment/book`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
    body: JSON.stringify(bookingBody(f, slotId)),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** Slots among `slotIds` with more than one live appointment (the database's unique index forbids it). */
async function doubles(db: ReturnType<typeof createDb>['db'], slotIds: string[]): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select slot_id from appointments
    where slot_id in ${sql.raw(`(${slotIds.map((id) => `'${id}'`).join(',')})`)} and status <> 'canceled' group by slot_id having count(*) > 1) d`);
  return rows.rows[0]!.n;
}

function row(instances: number, scenario: string, outcomes: Outcome[], doubleBookings: number, cpu: string) {
  const times = outcomes.map((o) => o.ms);
  const count = (s: number) => outcomes.filter((o) => o.status === s).length;
  const other = outcomes.length - count(201) - count(409) - count(200);
  console.log(`| ${instances} | ${scenario} | ${outcomes.length} | ${ms(pct(times, 50))} | ${ms(pct(times, 99))} | ${ms(Math.max(...times))} | ${count(201) + count(200)} | ${count(409)} | ${other} | ${doubleBookings} | ${cpu} |`);
}

async function makePatients(db: ReturnType<typeof createDb>['db'], host: string, n: number) {
  const admin = firebaseAuth(loadEnv({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: host }));
  const make = async () => {
    const email = `bench-${randomUUID().slice(0, 12)}@example.test`;
    const user = await admin.createUser({ email, password: 'Bench@1234', emailVerified: true });
    await admin.setCustomUserClaims(user.uid, { role: 'patient' });
    const patient = await insertPatient(db, { firebaseUid: user.uid, email, firstName: 'Bench', middleName: null, lastName: 'Patient' });
    await db.update(patients).set(COMPLETE_PROFILE).where(eq(patients.id, patient.id));
    const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Bench@1234', returnSecureToken: true }),
    });
    return { token: ((await res.json()) as { idToken: string }).idToken };
  };
  const out: { token: string }[] = [];
  for (let i = 0; i < n; i += 25) out.push(...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, make))));
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchWrites().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
