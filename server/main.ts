import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createApp } from './createApp.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.env['PORT'] ?? 8080);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = process.env['DATA_DIR'] ?? join(repoRoot, 'data');

const app = await createApp({
  dbPath: join(dataDir, 'store.sqlite'),
  distDir: process.env['DIST_DIR'] ?? join(repoRoot, 'dist'),
  logger: process.env['LOG'] === '1',
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`wc-islands demo store: ${signal}, closing`);
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
console.log(`wc-islands demo store: http://${host}:${port}/`);
