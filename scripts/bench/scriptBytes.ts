import { gzipSync } from 'node:zlib';

/** gzip -9 sizes of scripts, fetched once per URL from the demo store (which serves them uncompressed). */
export class ScriptBytes {
  private readonly cache = new Map<string, Promise<{ raw: number; gz: number }>>();

  size(url: string): Promise<{ raw: number; gz: number }> {
    let size = this.cache.get(url);
    if (size === undefined) {
      size = fetch(url).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        return { raw: body.length, gz: gzipSync(body, { level: 9 }).length };
      });
      this.cache.set(url, size);
    }
    return size;
  }
}

/** A script's short name for the report: the file name, with the chunks/ folder kept. */
export function scriptName(url: string): string {
  const path = new URL(url).pathname;
  const chunk = /\/(chunks\/[^/]+)$/.exec(path);
  return chunk?.[1] ?? path.split('/').pop() ?? path;
}
