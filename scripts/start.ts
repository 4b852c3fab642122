// `npm start`: build the app if stale, start the Auth emulator, PostgreSQL and the server;
// print the URL and the demo login; Ctrl-C stops everything cleanly and keeps the data.
import { buildIfStale } from './lib/build-if-stale';
import { startStack } from './lib/stack';
import { DEMO_PATIENT } from '../server/db/seed/demo-account';
import { DEMO_STAFF } from '../server/db/seed/demo-staff';
import { DEMO_PHARMACIST } from '../server/db/seed/demo-pharmacist';

async function main() {
  const dev = process.argv.includes('--dev');
  if (!dev) buildIfStale();
  const started = performance.now();
  const stack = await startStack({ authPort: Number(process.env['AUTH_EMULATOR_PORT'] ?? 9099) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  let viteServer: { close(): Promise<void>; resolvedUrls?: { local: string[] } | null } | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    process.env['API_PROXY_TARGET'] = stack.url;
    const vite = await createServer({ server: { port: 5173, strictPort: false } });
    await vite.listen();
    viteServer = vite;
  }

  const appUrl = viteServer?.resolvedUrls?.local[0] ?? stack.url;
  console.log(`
  Swasthya is running (ready in ${seconds} s: ${Object.entries(stack.timings).map(([k, ms]) => `${k} ${ms} ms`).join(', ')})

    App:        ${appUrl}
    API docs:   ${stack.url}/api/docs
    Demo login: ${DEMO_PATIENT.email} / ${DEMO_PATIENT.password}
    Clinic console (${appUrl.replace(/\/$/, '')}/clinic): ${DEMO_STAFF.map((s) => `${s.role} ${s.email} / ${s.password}`).join(', ')}
    Pharmacy administrator (same console): ${DEMO_PHARMACIST.email} / ${DEMO_PHARMACIST.password}
    Data:       ${stack.dataDir}  (e-mails land in ${stack.dataDir}/outbox)

  Press Ctrl-C to stop.
`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await viteServer?.close();
    await stack.stop();
    console.log('Stopped. Data kept.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
