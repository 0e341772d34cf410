// A varnishd of our own in front of a backend, for the WordPress tests and the real-store scripts:
// its own working directory (-n), its own port, in the foreground (-F) under our process, stopped by
// its PID. Never the system service Debian's package installs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The VCL the project ships (docs/caching/README.md). */
export const shippedVcl = new URL('../../docs/caching/wc-islands.vcl', import.meta.url).pathname;

export interface VarnishOptions {
  /** The VCL file; its `backend default` is pointed at `backendPort`. */
  readonly vcl: string;
  readonly backendPort: number;
  /** Where varnishd listens, on 127.0.0.1. */
  readonly port: number;
  /** Sets WC_ISLANDS_VARNISH_DEBUG=1: every answer carries `X-WC-Islands-Debug` (default true). */
  readonly debug?: boolean;
}

export interface Varnish {
  readonly url: string;
  readonly pid: number;
  /** Its -n directory: `varnishadm -n` / `varnishlog -n` take it. */
  readonly workDir: string;
  stop(): Promise<void>;
}

/** varnishd's path (Debian installs it in /usr/sbin, often not on a user's PATH), or undefined. */
export function findVarnishd(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'varnishd')).find((path) => existsSync(path));
}

/** The VCL with its one backend moved to 127.0.0.1:`port`. */
export function withBackend(vcl: string, port: number): string {
  const pointed = vcl.replace(/(backend default \{[^}]*?\.host = )"[^"]*";([^}]*?\.port = )"[^"]*";/, `$1"127.0.0.1";$2"${port}";`);
  if (pointed === vcl) throw new Error('the VCL has no `backend default { .host = "..."; .port = "..."; }` to point');
  return pointed;
}

/** Whether something accepts connections on 127.0.0.1:`port` (a TCP connect: no request reaches PHP). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (open: boolean): void => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts varnishd and resolves once it listens on its port (it fails fast on a VCL error). */
export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error('varnishd is not installed (Debian: apt-get install -y --no-install-recommends varnish)');
  // Another process on the port would answer for us, and our varnishd would exit unseen.
  if (await listening(options.port)) throw new Error(`127.0.0.1:${options.port} is already in use`);
  const workDir = mkdtempSync(join(tmpdir(), 'wc-islands-varnish-'));
  const vclFile = join(workDir, 'wc-islands.vcl');
  writeFileSync(vclFile, withBackend(readFileSync(options.vcl, 'utf8'), options.backendPort));
  const args = ['-F', '-n', workDir, '-a', `127.0.0.1:${options.port}`, '-f', vclFile, '-s', 'malloc,64m'];
  // As root, varnishd's default jail drops to the `vcache` user, which cannot read a private temp dir.
  if (process.getuid?.() === 0) args.push('-j', 'none');
  // A small shared log: the default 80 MB is sized for production traffic, not a test.
  args.push('-l', '4m');
  let log = '';
  const child = spawn(varnishd, args, {
    env: { ...process.env, WC_ISLANDS_VARNISH_DEBUG: options.debug === false ? '0' : '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // If this process ends without stop() (a crash, Ctrl-C), varnishd goes with it rather than linger.
  const killOnExit = (): void => {
    child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start on 127.0.0.1:${options.port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${options.port}`, pid: child.pid ?? 0, workDir, stop };
}
