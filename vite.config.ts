import { existsSync, readdirSync, readFileSync } from 'node:fs';
import MagicString, { type SourceMap } from 'magic-string';
import { defineConfig } from 'vitest/config';
import { chunkGroupOf, definitionLoadsLate, isPairGroup, partChunkName, readDefinitionSelector, readIslandFamilies, readWaitingIslands, SITE_LATER, type ModuleGraph } from './scripts/chunkGroups.ts';

const LOADER_MODULES = /src[\\/]loader[\\/](?!main\.ts)|src[\\/]core[\\/]scanner[\\/](?!IslandConfigError\.ts)|src[\\/]core[\\/]events[\\/](?!jqueryArgs|\w*Codecs\.ts|callInlineHandlers|speakWooCommerceEvents)|src[\\/]islands[\\/][^\\/]+[\\/]definition\.ts$|src[\\/]core[\\/]constants[\\/](?:requests|pendingVisits)|src[\\/]adapters[\\/](?:jquery|capturePageView|pluginSettingsId|readDisabledIslands)\.ts|rolldown[\\/]runtime|^\0/;

const islandFamilies = readIslandFamilies(new URL('./src/islands', import.meta.url).pathname);
const waitingIslands = readWaitingIslands(new URL('./src/islands', import.meta.url).pathname);
const lateIslands = readWaitingIslands(new URL('./src/islands', import.meta.url).pathname, definitionLoadsLate);
type ChunkContext = { getModuleInfo: (id: string) => { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[]; code: string | null } | null };
const graphOf = (context: ChunkContext): ModuleGraph => ({
  importedIds: (moduleId) => context.getModuleInfo(moduleId)?.importedIds ?? null,
  importers: (moduleId) => {
    const info = context.getModuleInfo(moduleId);
    return info ? [...info.importers, ...info.dynamicImporters] : null;
  },
  staticImporters: (moduleId) => context.getModuleInfo(moduleId)?.importers ?? null,
  code: (moduleId) => context.getModuleInfo(moduleId)?.code ?? null,
});
const groupOf = (id: string, context: ChunkContext): string | null => chunkGroupOf(id, graphOf(context), islandFamilies, waitingIslands, lateIslands);
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// One ES module entry (`dist/wc-islands.js`) with lazy chunks beside it. Chunks are imported with
// relative specifiers, which the browser resolves against the loader's own URL, so the bundle works
// from any path or CDN without configuration.
// With modulePreload off and no CSS, every dynamic import's preload list is empty (`[]`), yet Vite still
// bundles its preload helper (link rel detection, CSS preloading, vite:preloadError) into the loader:
// about 0.7 KB gz of the 6 KB budget doing nothing. This stand-in keeps the call shape and just imports;
// a failed chunk still rejects, and the scanner contains it (one console error, plain HTML stays).
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const noPreloadHelper = {
  name: 'wc-islands:no-preload-helper',
  enforce: 'pre' as const,
  load(id: string): string | undefined {
    return id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined;
  },
};

// Even as the stand-in above, every island's `load` keeps the call's shape around its import, 26 times in
// the loader: `__vitePreload(() => import("./x.js"), __VITE_PRELOAD__, import.meta.url)`. The preload list
// is always empty here (no CSS, modulePreload off), so the wrapper is unwrapped to the bare import.
const WRAPPED_IMPORT = /__vitePreload\(\s*\(\)\s*=>\s*(import\("[^"]*"\)(?:\.then\(\((\w+)\)\s*=>\s*\2\.[\w$]+\))?)\s*,\s*__VITE_PRELOAD__\s*,\s*import\.meta\.url\s*\)/g;
// Edited with magic-string so the chunk's source map still points each line at its module.
const unwrapPreload = {
  name: 'wc-islands:unwrap-preload',
  renderChunk(code: string): { code: string; map: SourceMap } | null {
    const edited = new MagicString(code);
    for (const match of code.matchAll(WRAPPED_IMPORT)) edited.overwrite(match.index, match.index + match[0].length, match[1] ?? '');
    return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) } : null;
  },
};

// Every island's definition, as one array (src/loader/islandDefinitions.ts). import.meta.glob would do the
// same but keys its result by path: 26 strings such as "../islands/carousel/definition.ts" that only the
// loader's sort used, about 160 B gz of its budget. Same files, same order (sorted by that path).
const ISLAND_DEFINITIONS_ID = 'virtual:wc-islands/definitions';
const islandsDir = new URL('./src/islands', import.meta.url).pathname;
const islandDefinitionsModule = {
  name: 'wc-islands:island-definitions',
  resolveId(id: string): string | undefined {
    return id === ISLAND_DEFINITIONS_ID ? `\0${ISLAND_DEFINITIONS_ID}` : undefined;
  },
  load(id: string): string | undefined {
    if (id !== `\0${ISLAND_DEFINITIONS_ID}`) return undefined;
    const files = readdirSync(islandsDir)
      .map((name) => `${islandsDir}/${name}/definition.ts`)
      .filter((file) => existsSync(file))
      .sort();
    return [
      ...files.map((file, index) => `import { definition as d${index} } from ${JSON.stringify(file)};`),
      `export default [${files.map((_, index) => `d${index}`).join(', ')}];`,
    ].join('\n');
  },
};

export default defineConfig({
  base: './',
  plugins: [noPreloadHelper, unwrapPreload, islandDefinitionsModule],
  define: {
    __WC_ISLANDS_VERSION__: JSON.stringify(version),
    // The single-product dispatcher tells its parts apart by its definition's selector: a build-time copy,
    // since importing the definition would make the budgeted loader export it (about 80 B gz).
    __SINGLE_PRODUCT_SELECTOR__: JSON.stringify(readDefinitionSelector(islandsDir, 'single-product')),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // ES2022: class fields stay native (no defineProperty helpers in the budgeted loader); every browser
    // that runs module scripts with class fields (Safari 14.1+, Chrome 72+, Firefox 69+) is covered.
    target: 'es2022',
    // No preload helper: it would pull a URL-resolution runtime into the loader for no gain (one chunk per island).
    modulePreload: false,
    sourcemap: true,
    reportCompressedSize: false,
    // zxcvbn's chunk is 820 kB raw (its word lists), fetched only on a password field's focus; scripts/check-size.ts
    // budgets every chunk gzipped, so Vite's raw-size warning would only repeat what the budget already decides.
    chunkSizeWarningLimit: 850,
    rollupOptions: {
      input: { 'wc-islands': 'src/loader/main.ts' },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // The REST client's chunk (src/rest/apiFetchChunk.ts) is named short: the loader imports it by name.
        // A part of an island (scripts/chunkGroups.ts inLatePart) is named after its island and folder: `cart-checkout-cart-page`.
        chunkFileNames: ({ name, facadeModuleId }) => `chunks/${name === 'apiFetchChunk' ? 'rest' : partChunkName(facadeModuleId) ?? name}-[hash:6].js`,
        assetFileNames: 'chunks/[name]-[hash][extname]',
        // React is one vendor chunk, loaded with the first island that renders, cached across pages.
        codeSplitting: {
          groups: [
            // The loader's own code (and the bundler's runtime helpers) in one hashed chunk that the
            // entry imports. Lazy chunks then import shared code from that chunk's URL, never from
            // the entry: a page that loads `wc-islands.js?ver=…` (as WordPress prints it) would
            // otherwise get a second copy of the entry module under its bare URL.
            {
              name: 'loader',
              test: LOADER_MODULES,
              priority: 20,
            },
            // React alone, captured before the views that import it.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 9 },
            // Our React views and the framework-free rest, by page family: by rule (scripts/chunkGroups.ts, issue #15).
            // Shared ('site') code is captured first, so a family chunk capturing an island with its
            // dependencies never takes code that every page needs.
            { name: (id, context) => (groupOf(id, context) === 'site' ? 'site' : null), debugName: 'site', priority: 7 },
            // Code only the every-page islands that wait use (scripts/chunkGroups.ts SITE_LATER), before the views, which would
            // take the plain modules a waiting island shares with its view (and so pull React into every page).
            { name: (id, context) => (groupOf(id, context) === SITE_LATER ? SITE_LATER : null), debugName: SITE_LATER, priority: 6.5 },
            { name: (id, context) => (groupOf(id, context) === 'site-views' ? 'site-views' : null), debugName: 'site-views', priority: 6 },
            // A pair's code (scripts/chunkGroups.ts isPairGroup) before single families, which would take it as a dependency.
            { name: (id, context) => { const group = groupOf(id, context); return group !== null && isPairGroup(group) ? group : null; }, debugName: 'island pairs', priority: 5 },
            { name: groupOf, debugName: 'island families', priority: 4 },
            // Floating UI (the comboboxes' popup placement, island-kit/positionPopup.ts) is fetched on a popup's first
            // open by country selects (account and checkout) and address suggestions alike; vendor code, like React.
            // positionPopup.ts, the one module importing it, goes with it: left in the comboboxes' chunk, its static
            // import made every account page fetch Floating UI (7.6 KB gz) where no popup shows (issue #29).
            { name: 'vendor-floating-ui', test: /node_modules[\\/]@floating-ui[\\/]|island-kit[\\/]positionPopup\.ts$/, priority: 8 },
            // DOMPurify (address branding) is fetched only when a provider has branding; vendor code, like React.
            { name: 'vendor-dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 8 },
            // Embla (carousel slides) on its own, fetched beside the carousel dialog and the product gallery;
            // budgeted like an island chunk. Only the framework-free engine: its React binding imports React,
            // and the product gallery's slider (no React until the lightbox opens) shares this chunk.
            { name: 'embla', test: /node_modules[\\/]embla-carousel[\\/]/, priority: 8 },
            // zxcvbn (password strength) alone, fetched when a shopper focuses a new-password field; budgeted apart.
            { name: 'zxcvbn', test: /node_modules[\\/]zxcvbn[\\/]/, priority: 8 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
