import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { formatHeapBreakdowns, heapBreakdown, type HeapBreakdown, type HeapSnapshotJson, type SourceOf } from './heapBreakdown.ts';

/** A module of the bundle by its source map: `src/…` for ours, the package's name for a dependency. */
export function bundleSourceOf(distDir: string): SourceOf {
  const maps = new Map<string, SourceMap | null>();
  return (url, line, column) => {
    const file = /\/wc-islands\/dist\/(?:chunks\/)?([^/?#]+\.js)/.exec(url)?.[1];
    if (file === undefined) return null;
    if (!maps.has(file)) {
      const mapFile = [join(distDir, 'chunks', `${file}.map`), join(distDir, `${file}.map`)].find(existsSync);
      maps.set(file, mapFile === undefined ? null : new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]));
    }
    const entry = maps.get(file)?.findEntry(line, column);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    if (!source) return null;
    const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    return dependency ? dependency[1]! : source.replace(/^.*?\bsrc\//, 'src/');
  };
}

/** A full snapshot (after its own forced collection), with closures' locations. */
async function takeHeapSnapshot(session: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const collect = (event: { chunk: string }): void => { chunks.push(event.chunk); };
  session.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return chunks.join('');
}

/** `--heap-snapshot <dir>`: `<page>-<mode>.heapsnapshot` (for DevTools) and its breakdown `<page>-<mode>.json`. */
export async function saveHeapBreakdown(session: CDPSession, dir: string, page: string, mode: string, distDir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const text = await takeHeapSnapshot(session);
  writeFileSync(join(dir, `${page}-${mode}.heapsnapshot`), text);
  const breakdown = heapBreakdown(JSON.parse(text) as HeapSnapshotJson, bundleSourceOf(distDir));
  writeFileSync(join(dir, `${page}-${mode}.json`), `${JSON.stringify(breakdown, null, 1)}\n`);
}

/** `<dir>/heap.md`: per page, the modes' breakdowns side by side (the ones saved this run). */
export function writeHeapReport(dir: string, pages: readonly string[], modes: readonly string[]): string {
  const sections = pages.map((page) => {
    const byMode: Record<string, HeapBreakdown> = {};
    for (const mode of modes) {
      const file = join(dir, `${page}-${mode}.json`);
      if (existsSync(file)) byMode[mode] = JSON.parse(readFileSync(file, 'utf8')) as HeapBreakdown;
    }
    return Object.keys(byMode).length === 0 ? '' : `${formatHeapBreakdowns(page, byMode)}\n`;
  }).filter((section) => section !== '');
  const file = join(dir, 'heap.md');
  writeFileSync(file, `# Heap: what each mode keeps (${basename(dir)})\n\n${sections.join('\n')}`);
  return file;
}
