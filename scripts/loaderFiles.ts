import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files a page fetches before any island: the entry and the loader chunk it imports (see the
 * 'loader' chunk group in vite.config.ts). Together they are what the loader's 6 KB budget covers.
 */
export const LOADER_CHUNK = /^loader-[\w-]+\.js$/;

/** The loader chunk's file name in dist/chunks (renamed by every build), or undefined when the build has none. */
export function findLoaderChunk(distDir: string): string | undefined {
  return readdirSync(join(distDir, 'chunks')).find((name) => LOADER_CHUNK.test(name));
}

export function loaderFiles(distDir: string): string[] {
  const chunk = findLoaderChunk(distDir);
  return [join(distDir, 'wc-islands.js'), ...(chunk ? [join(distDir, 'chunks', chunk)] : [])];
}
