import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loaderFiles } from '../../scripts/loaderFiles.ts';

/**
 * A version for the built loader: its modification time. A rebuild (npm run dev, a deploy) changes it,
 * so pages point at a new URL and browsers never run a stale loader from their cache.
 */
export function bundleVersion(distDir: string): string {
  try {
    return String(Math.round(statSync(join(distDir, 'wc-islands.js')).mtimeMs));
  } catch {
    return '';
  }
}

/**
 * The loader chunk the entry imports (`chunks/loader-<hash>.js`, relative to dist), for the page's
 * modulepreload; '' before a build.
 */
export function loaderChunkFile(distDir: string): string {
  try {
    const chunk = loaderFiles(distDir)[1];
    return chunk ? relative(distDir, chunk) : '';
  } catch {
    return '';
  }
}
