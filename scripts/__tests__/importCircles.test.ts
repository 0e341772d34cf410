// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCircles } from '../importCircles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('findImportCircles', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  it('no module of src, server, scripts or tests imports itself back, not even through types', () => {
    expect(findImportCircles(root, ['src', 'server', 'scripts', 'tests'])).toEqual([]);
  });

  it('names every module of a circle, a type-only import and an export-from closing it too', () => {
    scratch = mkdtempSync(join(tmpdir(), 'import-circles-'));
    mkdirSync(join(scratch, 'lib', 'routes'), { recursive: true });
    writeFileSync(join(scratch, 'lib', 'registry.ts'), "import { handler } from './routes/handler.ts';\nexport const all = [handler];\n");
    writeFileSync(join(scratch, 'lib', 'routes', 'handler.ts'), "import type { Handler } from '../registry';\nexport const handler = 1;\n");
    writeFileSync(join(scratch, 'lib', 'a.ts'), "export { b } from './b.ts';\n");
    writeFileSync(join(scratch, 'lib', 'b.ts'), "import 'node:fs';\nexport * from './a.ts';\nexport const b = 2;\n");
    writeFileSync(join(scratch, 'lib', 'alone.ts'), "import { all } from './registry.ts';\nexport const n = all.length;\n");
    expect(findImportCircles(scratch, ['lib'])).toEqual(expect.arrayContaining([
      ['lib/registry.ts', 'lib/routes/handler.ts'],
      ['lib/a.ts', 'lib/b.ts'],
    ]));
    expect(findImportCircles(scratch, ['lib'])).toHaveLength(2);
  });
});
