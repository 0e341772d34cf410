// `npm run bench [-- --runs N --out-dir dist-bench --pages shop-10,cart --skip-build --port N]`:
// the benchmark is TypeScript (scripts/bench/), run with tsx like the demo store. `--real-store` runs the
// real-store benchmark instead (scripts/bench/realStore/main.ts, docs/reference/real-store-benchmark.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}scripts/bench/${process.argv.includes('--real-store') ? 'realStore/main.ts' : 'main.ts'}`, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
