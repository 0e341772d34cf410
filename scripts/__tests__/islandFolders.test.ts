// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const islandsDir = fileURLToPath(new URL('../../src/islands/', import.meta.url));

describe('src/islands/', () => {
  // The build's island list (vite.config.ts), the chunk rule and the plugin's handle list all read
  // src/islands/<name>/definition.ts: a folder without one is code they silently skip (issue #33).
  it('holds only islands: every folder has its definition.ts, shared code lives in island-kit or cart-layer', () => {
    const folders = readdirSync(islandsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((name) => !existsSync(join(islandsDir, name, 'definition.ts')))).toEqual([]);
  });
});
