// `npm run build`'s second half: dist-server/index.js, the server as JavaScript (`npm run start:prod`).
// Outside dist/ so that no server file is ever served as part of the app.
import path from 'node:path';
import { buildServer, REPO_ROOT } from './lib/build-server';

const built = await buildServer(path.join(REPO_ROOT, 'dist-server'));
console.log(`dist-server/index.js: ${built.sources} source files, ${(built.bytes / 1024).toFixed(0)} KiB with its source map`);
