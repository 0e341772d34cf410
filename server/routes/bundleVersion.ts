import { statSync } from 'node:fs';
import { join } from 'node:path';

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
