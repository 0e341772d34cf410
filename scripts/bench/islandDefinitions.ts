import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export interface IslandMountSpec {
  name: string;
  selector: string;
  when: string;
}

/** One definition's name, selector and strategy, read from its source (definitions are tiny literals). */
export function parseDefinition(source: string): IslandMountSpec | null {
  const field = (key: string): string | undefined => new RegExp(`\\b${key}:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(source)?.[1];
  const name = field('name');
  const selector = field('selector');
  if (name === undefined || selector === undefined) return null;
  return { name, selector: selector.replace(/\\'/g, "'"), when: field('when') ?? 'idle' };
}

/** Every island's mount spec, as the loader registers them (src/islands/<name>/definition.ts). */
export function readIslandDefinitions(root: string): IslandMountSpec[] {
  const islands = join(root, 'src/islands');
  return readdirSync(islands)
    .map((dir) => join(islands, dir, 'definition.ts'))
    .filter((file) => existsSync(file))
    .map((file) => parseDefinition(readFileSync(file, 'utf8')))
    .filter((spec): spec is IslandMountSpec => spec !== null);
}
