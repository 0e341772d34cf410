import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { JQUERY_PATH } from '../templates/layout.ts';
import { LEGACY_FOOTER_SCRIPTS, LEGACY_HEAD_SCRIPTS, type LegacyScript } from '../templates/legacyScripts.ts';

const bodies = new Map<string, Promise<string>>();

/** `package/path/in/it.js`, through package.json: some packages' export maps hide their dist files. */
function resolveModuleFile(module: string): string {
  const [name = '', ...rest] = module.split('/');
  return join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), ...rest);
}

async function load(script: LegacyScript): Promise<string> {
  const source = await readFile(resolveModuleFile(script.module), 'utf8');
  if (script.minify !== true) return source;
  // Vite's minifier, imported only when a benchmark baseline first asks (it is heavy to load).
  const { minifySync } = await import('vite');
  return minifySync(script.path, source).code;
}

/** The `?legacy=1` libraries at WordPress's paths (jQuery core is already served by staticFiles.ts). */
export function registerLegacyScriptFiles(app: FastifyInstance): void {
  for (const script of [...LEGACY_HEAD_SCRIPTS, ...LEGACY_FOOTER_SCRIPTS]) {
    if (script.path === JQUERY_PATH) continue;
    app.get(script.path, async (_request, reply) => {
      const body = bodies.get(script.path) ?? load(script);
      bodies.set(script.path, body);
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(await body);
    });
  }
}
