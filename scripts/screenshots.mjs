// `npm run screenshots`: the script is TypeScript (scripts/screenshots/), run with tsx like the demo store.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}scripts/screenshots/main.ts`, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
