import { request } from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The body's bytes as they came (a gzipped body is not text). */
  readonly bytes: Buffer;
}

/**
 * One HTTP request with exactly the headers given (fetch would not send our own Host) and its answer,
 * header names lower-cased, repeated headers joined.
 */
export function httpRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {}, timeout: 60_000 }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
        const bytes = Buffer.concat(chunks);
        resolve({ status: incoming.statusCode ?? 0, headers, body: bytes.toString('utf8'), bytes });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${options.method ?? 'GET'} ${url}: no answer in 60 s`)));
    outgoing.end(options.body);
  });
}
