import { join } from 'node:path';
import { loadPhp, phpVersion } from '../../tests/wordpress/support/phpWasm.ts';

/** One captured page: the plugin's scan for inline jQuery users without one, and with one found and given jQuery. */
export interface InlineJQueryScanSample {
  readonly page: string;
  readonly bytes: number;
  readonly scripts: number;
  readonly noUserMs: number;
  readonly userMs: number;
}

export interface InlineJQueryScan {
  /** The PHP that ran it: PHP in WebAssembly, slower than a server's native PHP. */
  readonly php: string;
  readonly samples: InlineJQueryScanSample[];
}

/** Runs scripts/bench/inlineJQueryScan.php on fixtures/real-wc (the page buffer's scan, plugin/inline-jquery.php). */
export async function measureInlineJQueryScan(root: string, iterations = 50): Promise<InlineJQueryScan> {
  const php = await loadPhp();
  try {
    const response = await php.cli(['php', join(root, 'scripts/bench/inlineJQueryScan.php'), join(root, 'fixtures/real-wc'), String(iterations)]);
    const [stdout, stderr, exitCode] = await Promise.all([response.stdoutText, response.stderrText, response.exitCode]);
    if (exitCode !== 0) throw new Error(`inlineJQueryScan.php exited with ${exitCode}: ${stderr.trim()}`);
    return { php: `PHP ${phpVersion} (WebAssembly)`, samples: JSON.parse(stdout) as InlineJQueryScanSample[] };
  } finally {
    php.exit();
  }
}
