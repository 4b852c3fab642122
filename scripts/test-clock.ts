// `npm run test:clock` (issue 25): the tests whose behaviour depends on the time of day, run with the whole
// process tree's clock moved to four hard hours in Nepal by libfaketime (Debian's `faketime` package):
// 23:55 (the day rolls over mid-test), 06:55 (the SMS quiet hours end), 17:55 (the last slots of the day) and
// 20:57 (a slot a few hours ahead falls on tomorrow: a test that put one at "now + 3 h" failed then).
// A relative offset (FAKETIME=+N or -N seconds) keeps time moving, and LD_PRELOAD carries it into every child:
// Node, the embedded PostgreSQL, the Auth emulator and Chromium see the same shifted clock.
// Needs `npm run build` first (the journeys serve dist/). `npm run test:clock -- 23:55` runs one hour;
// `-- --server` or `-- --journeys` one half.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Nepal is UTC+5:45 all year. */
const NEPAL_OFFSET_MIN = 5 * 60 + 45;
const HOURS = ['23:55', '06:55', '17:55', '20:57'];
const LIBFAKETIME = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1']
  .find((p) => existsSync(p));

/** Server and unit tests that read the hour: quiet hours, reminders, the 24 h cut-off, slots, chat notices. */
const SERVER_TESTS = [
  'server/modules/deliveries',
  'server/modules/appointments',
  'server/modules/schedules',
  'server/modules/doctors',
  'server/modules/chat/reply-notices.test.ts',
  'server/lib',
  'contracts',
  'src/ui/Calendar',
  'src/features/appointments',
  // The clinic's day (today's list, no-show once the time has come) and Medicine Order's time limits.
  'server/modules/clinic',
  'server/modules/medicine-order',
];
/** Journeys that pick days and slots, show times, queue writes for later, or run a clinic's day. */
const JOURNEYS = ['booking', 'settings', 'outbox', 'offline-writes', 'notifications', 'clinic.spec', 'medicine-order'];

/** Seconds to add to the real clock so that Nepal's wall clock reads `hhmm` now (the nearest such moment). */
export function offsetTo(hhmm: string, now = Date.now()): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const day = 86_400;
  const nowNepal = Math.floor(now / 1000) + NEPAL_OFFSET_MIN * 60;
  const target = h * 3600 + m * 60;
  let delta = (target - (nowNepal % day)) % day;
  if (delta > day / 2) delta -= day;
  if (delta < -day / 2) delta += day;
  return delta;
}

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = res.status === 0;
  console.log(`test:clock ${label}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return ok;
}

function main(): number {
  if (!LIBFAKETIME) {
    console.error('test:clock needs libfaketime: apt-get install faketime');
    return 1;
  }
  const hours = process.argv.slice(2).filter((a) => /^\d\d:\d\d$/.test(a));
  const only = process.argv.includes('--server') ? 'server' : process.argv.includes('--journeys') ? 'journeys' : undefined;
  const results: string[] = [];
  let ok = true;
  // Each phase starts at the hour itself, so that e.g. the day rolls over a few minutes into it.
  const at = (hour: string): NodeJS.ProcessEnv => {
    const offset = offsetTo(hour);
    const faketime = `${offset >= 0 ? '+' : ''}${offset}`;
    console.log(`\n--- test:clock: Nepal ${hour}, FAKETIME=${faketime}, the clock reads ${new Date(Date.now() + offset * 1000).toISOString()}`);
    return { ...process.env, LD_PRELOAD: LIBFAKETIME, FAKETIME: faketime };
  };
  for (const hour of hours.length ? hours : HOURS) {
    const server = only === 'journeys' ? undefined : run(`${hour} server tests`, 'npx', ['vitest', 'run', ...SERVER_TESTS], at(hour));
    const journeys = only === 'server' ? undefined : run(`${hour} journeys`, 'npx', ['playwright', 'test', ...JOURNEYS], at(hour));
    const word = (r: boolean | undefined) => (r === undefined ? 'not run' : r ? 'passed' : 'FAILED');
    results.push(`${hour} Nepal: server tests ${word(server)}, journeys ${word(journeys)}`);
    ok &&= server !== false && journeys !== false;
  }
  console.log(`\ntest:clock\n${results.map((r) => `  ${r}`).join('\n')}`);
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
