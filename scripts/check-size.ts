// Size budgets (foundation issue s2; benchmark issue; issue #15): the loader (entry + loader chunk)
// <= 6 KB gzipped; each island chunk <= 10 KB gzipped besides vendor code (React, DOMPurify).
// Islands are grouped by page family (scripts/chunkGroups.ts), so two chunks hold several islands and
// are budgeted as a whole: the `site` chunk every page runs, so that the loader and it stay under what
// the jQuery-era libraries alone cost a page; and each page family's chunk (checkout, product,
// content), under what WooCommerce's scripts for that family alone cost. Run after a build; exits
// non-zero when a budget is exceeded.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_CHUNK, loaderFiles } from './loaderFiles.ts';
import { chunkBudgetGz, LOADER_BUDGET_GZ, SITE_CHUNK } from './sizeBudgets.ts';

const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const rows: string[] = [];
let failed = false;

function check(name: string, bytes: number, budget: number | null): void {
  const over = budget !== null && bytes > budget;
  failed ||= over;
  const note = budget === null ? '   (vendor, reported only)' : `   budget ${budget}`;
  rows.push(`${over ? '✖' : '✔'} ${name.padEnd(44)} ${String(bytes).padStart(7)} B gz${note}`);
}

const loader = loaderFiles(dist);
const loaderBytes = loader.reduce((sum, file) => sum + gz(file), 0);
check(`loader (${loader.map((file) => file.slice(dist.length)).join(' + ')})`, loaderBytes, LOADER_BUDGET_GZ);
for (const file of readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js') && !LOADER_CHUNK.test(name)).sort()) {
  check(`chunks/${file}`, gz(join(dist, 'chunks', file)), chunkBudgetGz(file, loaderBytes));
}
// The every-page chunks together (`site`, and `site-later` for the islands that wait; issue #29): split for
// when they are evaluated, they are still what every page costs beside the loader.
const sitePart = readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js') && SITE_CHUNK.test(name));
check(`every page: ${sitePart.join(' + ')}`, sitePart.reduce((sum, file) => sum + gz(join(dist, 'chunks', file)), 0), chunkBudgetGz('site-', loaderBytes));
// A chunk importing the entry would get a second copy of it whenever the page's script URL carries a
// query (WordPress prints `wc-islands.js?ver=…`): shared code must live in the loader chunk instead.
for (const file of readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js'))) {
  if (/from\s*["']\.\.\/wc-islands\.js["']/.test(readFileSync(join(dist, 'chunks', file), 'utf8'))) {
    failed = true;
    rows.push(`✖ chunks/${file} imports the entry wc-islands.js (see the 'loader' chunk group in vite.config.ts)`);
  }
}
console.log(rows.join('\n'));
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
