import { getPHPLoaderModule, loadNodeRuntime, useHostFilesystem } from '@php-wasm/node';
import { PHP, setPhpIniEntries } from '@php-wasm/universal';
import { readFile } from 'node:fs/promises';

/**
 * The PHP the WordPress tests run on: PHP compiled to WebAssembly (@php-wasm/node, the build WordPress
 * Playground runs), so the tests need no PHP on the machine. 8.2 is what Debian's php-cli gave the tier before.
 */
export const phpVersion = '8.2';

let lastProcessId = 0;
let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Instantiates PHP from one compiled module per Node process. Node compiles a module's functions as they
 * are first called and then optimizes the hot ones: with a module per runtime, each command line started
 * from cold code (six plugin-cli.php runs: 6.7-7.5 s and 5-7 s of CPU, against 4.3-6.8 s and 4.4 s).
 */
function instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): void {
  compiled ??= getPHPLoaderModule(phpVersion).then(async ({ dependencyFilename }) => WebAssembly.compile(await readFile(dependencyFilename)));
  compiled
    .then(async (module) => receive(await WebAssembly.instantiate(module, imports), module))
    .catch((error: unknown) => {
      // Emscripten waits for `receive` and has no error path here: fail loudly rather than hang.
      process.stderr.write(`php-wasm: cannot instantiate PHP: ${String(error)}\n`);
      process.exit(1);
    });
}

/**
 * A PHP runtime that sees the host's files at their own paths (so scripts, the site and the plugin zip
 * keep their paths). Each runtime gets its own process id: php-wasm's file locks (SQLite's) tell
 * runtimes apart by it.
 */
export async function loadPhp(): Promise<PHP> {
  const php = new PHP(await loadNodeRuntime(phpVersion, { emscriptenOptions: { processId: ++lastProcessId, instantiateWasm } }));
  useHostFilesystem(php);
  return php;
}

/**
 * Runs PHP's command line as `php ARGS…` would (a script with its arguments, or `-l FILE`) and
 * returns its output; its stderr goes to ours, and a non-zero exit throws. A CLI run ends its runtime.
 */
export async function runPhp(...args: string[]): Promise<string> {
  const php = await loadPhp();
  // A runtime that runs one command compiles each file once: OPcache (on in php-wasm's php.ini) would
  // only add its optimizer and cache writes, half of a plugin-cli.php run's CPU time.
  await setPhpIniEntries(php, { 'opcache.enable_cli': '0' });
  try {
    const response = await php.cli(['php', ...args]);
    const [stdout, stderr, exitCode] = await Promise.all([response.stdoutText, response.stderrText, response.exitCode]);
    process.stderr.write(stderr);
    if (exitCode !== 0) throw new Error(`php ${args.join(' ')} exited with ${exitCode}: ${stderr.trim()}`);
    return stdout;
  } finally {
    php.exit();
  }
}
