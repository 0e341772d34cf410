// Size budgets (foundation issue s2; benchmark issue): the loader <= 6 KB gzipped, each island chunk
// <= 10 KB gzipped besides React. Run after `vite build`; exits non-zero when a budget is exceeded.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOADER_BUDGET = 6_000;
const CHUNK_BUDGET = 10_000;
/** Vendor chunks measured and reported, but outside the per-island budget. */
const VENDOR_CHUNKS = /^(react|vendor-)/;

const dist = new URL('../dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const rows = [];
let failed = false;

function check(name, bytes, budget) {
  const over = budget !== null && bytes > budget;
  failed ||= over;
  rows.push(`${over ? '✖' : '✔'} ${name.padEnd(44)} ${String(bytes).padStart(7)} B gz${budget === null ? '   (vendor, reported only)' : `   budget ${budget}`}`);
}

check('wc-islands.js (loader)', gz(join(dist, 'wc-islands.js')), LOADER_BUDGET);
for (const file of readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js')).sort()) {
  check(`chunks/${file}`, gz(join(dist, 'chunks', file)), VENDOR_CHUNKS.test(file) ? null : CHUNK_BUDGET);
}
console.log(rows.join('\n'));
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
