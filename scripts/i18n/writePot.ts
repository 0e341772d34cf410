// `npm run i18n`: writes plugin/languages/wc-islands.pot from src/core/i18n/catalogue.ts
// (scripts/i18n/__tests__/pot.test.ts fails while the committed file is out of step).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../../src/core/i18n/index.ts';
import { CATALOGUE_PATH, renderPot } from './renderPot.ts';

const root = new URL('../../', import.meta.url).pathname;
export const POT_PATH = 'plugin/languages/wc-islands.pot';

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
writeFileSync(join(root, POT_PATH), renderPot(CATALOGUE, readFileSync(join(root, CATALOGUE_PATH), 'utf8'), version));
console.log(`${POT_PATH}: ${Object.keys(CATALOGUE).length} strings`);
