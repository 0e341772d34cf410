// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPhp } from '../../../tests/wordpress/support/phpWasm.ts';

// The plugin's pure functions, tested in PHP itself (tests/php/helperTest.php) on PHP in
// WebAssembly, so `npm test` needs no PHP on the machine; each PHP check is one test here, so the
// checks count in npm test's summary line.
const script = fileURLToPath(new URL('../../../tests/php/helperTest.php', import.meta.url));

async function runChecks(): Promise<{ output: string; exitCode: number }> {
  const php = await loadPhp();
  try {
    const response = await php.cli(['php', script]);
    const [stdout, stderr, exitCode] = await Promise.all([response.stdoutText, response.stderrText, response.exitCode]);
    return { output: stdout + stderr, exitCode };
  } finally {
    php.exit();
  }
}

// A PHP that cannot start fails the first test below (counted as a failure), not the file's collection.
const run = (): Promise<{ output: string; exitCode: number }> => runChecks().catch((error: unknown) => ({ output: String(error), exitCode: -1 }));

const { output, exitCode } = await run();
/** Each check's line and the detail lines under it. */
const checks = output.split(/\n(?=(?:not )?ok - )/).filter((block) => /^(?:not )?ok - /.test(block));

describe('plugin/helper.php and plugin/inline-jquery.php (tests/php/helperTest.php)', () => {
  it('runs every PHP check to the end', () => {
    expect(checks.length, output).toBeGreaterThanOrEqual(12);
    expect(output, 'PHP errors or warnings').not.toMatch(/(?:Fatal error|Warning|Notice|Deprecated):/);
    expect(exitCode, output).toBe(checks.some((block) => block.startsWith('not ok')) ? 1 : 0);
  });

  it.each(checks.map((block) => [block.replace(/^(?:not )?ok - /, '').split('\n')[0]!, block] as const))('%s', (_name, block) => {
    expect(block.startsWith('ok - '), block).toBe(true);
  });
});
