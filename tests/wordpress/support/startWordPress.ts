// Playwright's webServer for the WordPress tests: builds the test site afresh from the repo's own
// files and npm packages, then serves it with PHP's built-in server until Playwright stops it.
import { spawn } from 'node:child_process';
import { buildSite, wpDir, wpPort } from './wordpressSite.ts';

buildSite();
// One worker: SQLite takes one writer at a time and the SQLite integration does not wait for a lock,
// so parallel requests that write (a login, a settings save) would fail with 'database is locked'.
// Its request log (stderr) is left out: Playwright shows the set-up's own errors.
const server = spawn('php', ['-S', `127.0.0.1:${wpPort}`, '-t', wpDir], { stdio: ['ignore', 'ignore', 'ignore'] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
