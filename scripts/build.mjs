// `npm run build`: builds the bundle and its type declarations into a staging folder, then swaps it in
// for dist/ with two renames. A demo store serving dist/ (`npm start`) while `npm test` rebuilds was
// left without its bundle for the whole build (vite empties outDir first: 6 of 75 bundle requests
// answered 404); now dist/ is the old build until the instant it is the new one.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
// Beside dist/, so both renames stay on one filesystem (rename is atomic only there).
const staging = join(root, `.dist-staging-${process.pid}`);
const previous = join(root, `.dist-previous-${process.pid}`);
const dist = join(root, 'dist');

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

run(bin('vite'), ['build', '--outDir', staging, '--emptyOutDir', ...process.argv.slice(2)]);
run(bin('tsc'), ['-p', 'tsconfig.types.json', '--outDir', join(staging, 'types')]);
if (existsSync(dist)) renameSync(dist, previous);
renameSync(staging, dist);
rmSync(previous, { recursive: true, force: true });
