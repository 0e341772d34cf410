// `npm run build`, last step: the installable WordPress plugin. Stages plugin/ + the built bundle +
// the generated handle list into dist-plugin/wc-islands/ and zips it as dist-plugin/wc-islands.zip
// (the folder inside the zip is `wc-islands/`, as WordPress's upload form expects).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CATALOGUE } from '../../src/core/i18n/index.ts';
import { parsePo } from '../i18n/parsePo.ts';
import { renderStringsPhp } from '../i18n/renderStringsPhp.ts';
import { writeMo } from '../i18n/writeMo.ts';
import { findLoaderChunk } from '../loaderFiles.ts';
import { readIslandHandles, renderIslandsPhp } from './islandHandles.ts';
import { LOADER_CHUNK_PHP, renderLoaderChunkPhp } from './loaderChunkPhp.ts';
import { writeZip, type ZipEntry } from './writeZip.ts';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'dist-plugin');
const stage = join(outDir, 'wc-islands');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** The plugin header and WCIS_VERSION carry package.json's version, so a release bumps one file. */
function stampVersion(php: string): string {
  return php.replace(/^( \* Version:\s*).*$/m, `$1${version}`).replace(/define\( 'WCIS_VERSION', '[^']*' \)/, `define( 'WCIS_VERSION', '${version}' )`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
cpSync(join(root, 'plugin'), stage, { recursive: true });
writeFileSync(join(stage, 'load.php'), stampVersion(readFileSync(join(stage, 'load.php'), 'utf8')));
// The shared-cache VCL and its guide, for the store's Varnish (docs/caching/).
for (const name of ['wc-islands.vcl', 'README.md']) cpSync(join(root, 'docs/caching', name), join(stage, 'caching', name));
writeFileSync(join(stage, 'islands.php'), renderIslandsPhp(await readIslandHandles(join(root, 'src/islands')), version));
// The loader chunk's name, for the head preload: found here once, not by a glob on every request. A build
// without one writes no file, and the plugin prints no preload.
const loaderChunk = findLoaderChunk(join(root, 'dist'));
if (loaderChunk) writeFileSync(join(stage, LOADER_CHUNK_PHP), renderLoaderChunkPhp(loaderChunk));
// The bundle's own strings for __(), and each translation compiled to the .mo WordPress loads.
writeFileSync(join(stage, 'strings.php'), renderStringsPhp(CATALOGUE));
for (const name of readdirSync(join(root, 'plugin/languages')).filter((file) => file.endsWith('.po'))) {
  writeFileSync(join(stage, 'languages', name.replace(/\.po$/, '.mo')), writeMo(parsePo(readFileSync(join(root, 'plugin/languages', name), 'utf8'))));
}
// The bundle without source maps or type declarations: a store serves what shoppers download.
cpSync(join(root, 'dist'), join(stage, 'dist'), {
  recursive: true,
  filter: (source) => !source.endsWith('.map') && !relative(join(root, 'dist'), source).startsWith('types'),
});

const entries: ZipEntry[] = filesUnder(stage).map((file) => ({ path: `wc-islands/${relative(stage, file)}`, data: readFileSync(file) }));
writeFileSync(join(outDir, 'wc-islands.zip'), writeZip(entries));
console.log(`dist-plugin/wc-islands.zip: ${entries.length} files`);
