// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findLoaderChunk } from '../../loaderFiles.ts';
import { renderLoaderChunkPhp } from '../loaderChunkPhp.ts';

describe('loader-chunk.php', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("names the build's loader chunk among the other chunks", () => {
    dist = mkdtempSync(join(tmpdir(), 'wcis-dist-'));
    mkdirSync(join(dist, 'chunks'));
    for (const name of ['site-Ab1.js', 'loader-X_9-z.js', 'loader-X_9-z.js.map']) writeFileSync(join(dist, 'chunks', name), '');
    expect(findLoaderChunk(dist)).toBe('loader-X_9-z.js');
  });

  it('returns the name from a PHP file that exits outside WordPress', () => {
    const php = renderLoaderChunkPhp('loader-X_9-z.js');
    expect(php).toMatch(/^<\?php\n/);
    expect(php).toContain("if ( ! defined( 'ABSPATH' ) ) {\n\texit;\n}");
    expect(php.trimEnd().endsWith("return 'loader-X_9-z.js';")).toBe(true);
  });

  it('refuses a name that is not a loader chunk, so nothing else is ever written into PHP', () => {
    expect(() => renderLoaderChunkPhp("loader-a';phpinfo();'.js")).toThrow();
    expect(() => renderLoaderChunkPhp('site-a.js')).toThrow();
  });
});
