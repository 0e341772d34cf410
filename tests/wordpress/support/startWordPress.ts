// Playwright's webServer for the WordPress tests: builds the test site afresh from the repo's own
// files and npm packages, then serves it with PHP-in-WebAssembly until Playwright stops it.
import { servePhp } from './servePhp.ts';
import { buildSite, wpDir, wpPort, wpUrl } from './wordpressSite.ts';

await buildSite();
await servePhp(wpDir, wpUrl, wpPort);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
