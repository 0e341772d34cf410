import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// One ES module entry (`dist/wc-islands.js`) with lazy chunks beside it. Chunks are imported with
// relative specifiers, which the browser resolves against the loader's own URL, so the bundle works
// from any path or CDN without configuration.
export default defineConfig({
  base: './',
  define: {
    __WC_ISLANDS_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // No preload helper: it would pull a URL-resolution runtime into the loader for no gain (one chunk per island).
    modulePreload: false,
    sourcemap: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: { 'wc-islands': 'src/loader/main.ts' },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        // React is one vendor chunk, loaded with the first island that renders, cached across pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // DOMPurify (address branding) is fetched only when a provider has branding; vendor code, like React.
            { name: 'vendor-dompurify', test: /node_modules[\\/]dompurify[\\/]/ },
            // Embla (carousel slides) on its own, fetched beside the carousel dialog; budgeted like an island chunk.
            { name: 'embla', test: /node_modules[\\/]embla-carousel/ },
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
