import { PHPRequestHandler, setPhpIniEntries, type FileNotFoundGetActionCallback, type HTTPMethod, type PHPRequest, type PHPResponse } from '@php-wasm/universal';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { loadPhp } from './phpWasm.ts';

async function phpRequest(request: IncomingMessage): Promise<PHPRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]);
  return {
    url: request.url ?? '/',
    method: (request.method ?? 'GET') as HTTPMethod,
    headers: Object.fromEntries(headers),
    body: new Uint8Array(Buffer.concat(chunks)),
  };
}

/**
 * Where `php -S` sends an address with no file: a missing file (a name with an extension) is a 404, and
 * any other address goes to index.php. Playground's WordPress build leaves out core's CSS and JS, which
 * WordPress pages still link to: sending those to WordPress too made each page take seconds.
 */
const fileNotFound: FileNotFoundGetActionCallback = (path) =>
  /\.[^/]*$/.test(path) ? { type: '404' } : { type: 'internal-redirect', uri: '/index.php' };

/**
 * Serves a PHP site from `documentRoot` on 127.0.0.1:`port` as `php -S` did: files as they are, `.php`
 * through one PHP-in-WebAssembly runtime, one request at a time. `ini` adds php.ini entries.
 */
export async function servePhp(documentRoot: string, absoluteUrl: string, port: number, ini: Record<string, string> = {}): Promise<Server> {
  const php = await loadPhp();
  if (Object.keys(ini).length > 0) await setPhpIniEntries(php, ini);
  // `php -S`'s SAPI name: OPcache starts only under a SAPI it knows (php-wasm's own, 'wasm', is not one),
  // and without it every request compiled WordPress's 400 files again (wp-load.php took 1-2 s, now ~0.1-0.3 s).
  await php.setSapiName('cli-server');
  const handler = new PHPRequestHandler({
    php,
    documentRoot,
    absoluteUrl,
    // The browser keeps the cookies: the handler's own jar would send every visitor the last one's login.
    cookieStore: false,
    getFileNotFoundAction: fileNotFound,
  });
  // One request at a time, as `php -S` did: a runtime runs one request at a time, and a second runtime
  // would write to SQLite alongside it (parallel writes fail with 'database is locked').
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (request: PHPRequest): Promise<PHPResponse> => {
    const answer = last.then(() => handler.request(request));
    last = answer.catch(() => undefined);
    return answer;
  };
  const server = createServer((request, response) => {
    phpRequest(request)
      .then(inTurn)
      .then(
        (answer) => response.writeHead(answer.httpStatusCode, answer.headers).end(answer.bytes),
        (error: unknown) => {
          process.stderr.write(`${request.method} ${request.url}: ${String(error)}\n`);
          response.writeHead(500).end();
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
