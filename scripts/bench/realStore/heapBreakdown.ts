/**
 * What a page keeps in the JS heap, by owner (`--heap-snapshot`, docs/reference/real-store-benchmark.md, "Heap: what
 * each mode keeps"). Each object of a V8 heap snapshot goes to its nearest dominator that a script owns: a script
 * (its source string), a function's code (SharedFunctionInfo: bytecode, baseline code, scope and feedback metadata)
 * or a closure (with what only it keeps alive); the rest, reached from several owners or from the engine itself, is
 * grouped by kind. Objects of Blink's own heap and external string bytes (script sources Blink hands V8) are counted
 * apart: JSHeapUsedSize, the bench's heap figure, does not include them.
 */

/** The parts of a `.heapsnapshot` read here (V8's format, HeapProfiler.takeHeapSnapshot). */
export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]]; location_fields?: string[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
  /** Where each closure's function starts: object index, script id, script object index, line, column (0-based). */
  locations?: number[];
}

export interface HeapBreakdown {
  /** Self sizes of what JSHeapUsedSize counts. */
  v8Bytes: number;
  /** Blink's objects and external string bytes, not in JSHeapUsedSize. */
  outsideBytes: number;
  /** `source|code|closures <owner>`, or `engine: <kind>` for what no script owns alone. */
  groups: Record<string, number>;
}

/** The module a closure's code comes from, when a source map knows it (bundle chunks); null to keep the script URL. */
export type SourceOf = (scriptUrl: string, line: number, column: number) => string | null;

const OWNER_KINDS = /^(source|code|closures) /;

/** The script's path, without host, query or a chunk's content hash (`site-CqEW93.js` -> `site.js`). */
export function scriptOwner(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path.replace(/-[A-Za-z0-9_-]{6}\.js$/, '.js') || '(inline)';
}

function engineKind(type: string, name: string): string {
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return 'engine: strings';
  if (type === 'object' && /^(HTML|SVG|Window|Document|Text|Comment|Attr|CSS|Node|DOM|Event)/.test(name)) return 'engine: DOM wrappers';
  if (type === 'code' && /InstructionStream|system \/ Code\b/.test(name)) return 'engine: machine code (regexp, baseline, builtins)';
  if (type === 'code') return 'engine: code and feedback reached from roots (module records, caches)';
  if (type === 'closure') return 'engine: built-in functions';
  if (type === 'object shape' || /system \/ (Map|DescriptorArray|PrototypeInfo|TransitionArray)\b/.test(name)) return 'engine: hidden classes';
  if (/system \/ (PropertyCell|FunctionTemplateInfo|AccessorInfo|AccessorPair|ArrayList|ObjectTemplateInfo)\b/.test(name)) return 'engine: bindings (templates, property cells)';
  if (name.startsWith('system / Context')) return 'engine: contexts';
  if (type === 'array') return 'engine: arrays and backing stores';
  if (name.startsWith('system / ')) return 'engine: other';
  return 'engine: objects';
}

/** Groups a snapshot's self sizes by owner (see the file's comment). */
export function heapBreakdown(snap: HeapSnapshotJson, sourceOf: SourceOf = () => null): HeapBreakdown {
  const { meta } = snap.snapshot;
  const NF = meta.node_fields.length, EF = meta.edge_fields.length;
  const [nType, nName, nSize, nEdges] = ['type', 'name', 'self_size', 'edge_count'].map((field) => meta.node_fields.indexOf(field)) as [number, number, number, number];
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field)) as [number, number, number];
  const nodeTypes = meta.node_types[0], edgeTypes = meta.edge_types[0];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / NF;
  const first = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) { first[node] = edge; edge += nodes[node * NF + nEdges]! * EF; first[node + 1] = edge; }
  const type = (node: number): string => nodeTypes[nodes[node * NF + nType]!]!;
  const name = (node: number): string => strings[nodes[node * NF + nName]!]!;
  const size = (node: number): number => nodes[node * NF + nSize]!;
  const weak = edgeTypes.indexOf('weak');
  const named = new Set(['context', 'property', 'internal', 'shortcut', 'weak'].map((kind) => edgeTypes.indexOf(kind)));
  const edgeName = (edge: number): string => (named.has(edges[edge + eType]!) ? strings[edges[edge + eName]!]! : '');
  const target = (edge: number): number => edges[edge + eTo]! / NF;
  const edgeTo = (node: number, wanted: readonly string[]): number => {
    for (let edge = first[node]!; edge < first[node + 1]!; edge += EF) if (wanted.includes(edgeName(edge))) return target(edge);
    return -1;
  };
  const outside = (node: number): boolean => type(node) === 'native' && (!name(node).startsWith('system / ') || name(node) === 'system / ExternalStringData');

  // Depth-first postorder from the root over strong edges, then Cooper, Harvey and Kennedy's iterative dominators.
  const post = new Int32Array(count).fill(-1);
  const order: number[] = [];
  const reached = new Uint8Array(count);
  const stack: number[] = [0], cursor: number[] = [first[0]!];
  reached[0] = 1;
  while (stack.length > 0) {
    const node = stack[stack.length - 1]!;
    let edge = cursor[cursor.length - 1]!;
    let pushed = false;
    for (; edge < first[node + 1]!; edge += EF) {
      const to = target(edge);
      if (edges[edge + eType] === weak || reached[to]) continue;
      reached[to] = 1;
      cursor[cursor.length - 1] = edge + EF;
      stack.push(to); cursor.push(first[to]!);
      pushed = true;
      break;
    }
    if (!pushed) { stack.pop(); cursor.pop(); post[node] = order.length; order.push(node); }
  }
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (let node = 0; node < count; node += 1) {
    if (!reached[node]) continue;
    for (let edge = first[node]!; edge < first[node + 1]!; edge += EF) if (edges[edge + eType] !== weak) predecessors[target(edge)]!.push(node);
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number): number => {
    while (a !== b) { while (post[a]! < post[b]!) a = idom[a]!; while (post[b]! < post[a]!) b = idom[b]!; }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let index = order.length - 2; index >= 0; index -= 1) {
      const node = order[index]!;
      let dom = -1;
      for (const from of predecessors[node]!) if (idom[from] !== -1) dom = dom === -1 ? from : intersect(from, dom);
      if (dom !== -1 && idom[node] !== dom) { idom[node] = dom; changed = true; }
    }
  }

  // Owners: scripts (a code node with a source string), their functions, and closures (by location when mapped).
  const scriptUrl = new Map<number, string>();
  for (let node = 0; node < count; node += 1) {
    if (type(node) !== 'code') continue;
    const source = edgeTo(node, ['source']);
    if (source >= 0 && type(source).includes('string')) scriptUrl.set(node, name(node).replace(/^system \/ Script \/ ?/, ''));
  }
  const owner = new Map<number, string>();
  for (const [node, url] of scriptUrl) owner.set(node, `source ${scriptOwner(url)}`);
  const functionOwner = new Map<number, string>();
  for (let node = 0; node < count; node += 1) {
    if (type(node) !== 'code' || scriptUrl.has(node)) continue;
    const url = scriptUrl.get(edgeTo(node, ['script', 'script_or_debug_info']));
    if (url !== undefined) functionOwner.set(node, scriptOwner(url));
  }
  for (let node = 0; node < count; node += 1) {
    if (type(node) !== 'closure') continue;
    const fromScript = functionOwner.get(edgeTo(node, ['shared']));
    if (fromScript !== undefined) owner.set(node, `closures ${fromScript}`);
  }
  const fields = meta.location_fields ?? [];
  const [lObject, lScript, lLine, lColumn] = ['object_index', 'script_object_index', 'line', 'column'].map((field) => fields.indexOf(field)) as [number, number, number, number];
  const locations = snap.locations ?? [];
  if (lScript >= 0) {
    for (let at = 0; at < locations.length; at += fields.length) {
      const url = scriptUrl.get(locations[at + lScript]! / NF);
      const module = url === undefined ? null : sourceOf(url, locations[at + lLine]!, locations[at + lColumn]!);
      if (module === null) continue;
      const closure = locations[at + lObject]! / NF;
      owner.set(closure, `closures ${module}`);
      const shared = edgeTo(closure, ['shared']);
      if (shared >= 0) functionOwner.set(shared, module);
    }
  }
  for (const [node, module] of functionOwner) owner.set(node, `code ${module}`);

  // Top-down over the dominator tree: an object takes its nearest owning dominator's group.
  const group = new Array<string>(count);
  const owned = new Uint8Array(count);
  const label = (node: number): void => {
    const own = owner.get(node);
    if (outside(node)) group[node] = '';
    else if (own !== undefined) { group[node] = own; owned[node] = 1; } else if (node !== 0 && owned[idom[node]!]) { group[node] = group[idom[node]!]!; owned[node] = 1; } else group[node] = engineKind(type(node), name(node));
  };
  for (let index = order.length - 1; index >= 0; index -= 1) label(order[index]!);
  // A function's compiled code and feedback are held by its SharedFunctionInfo and its closures, and a module's by
  // the module map (a root) too, so no one owner dominates them: code nodes whose owned holders are all of one
  // script or module go to its code (then what they dominate), once every holder has its first label.
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const node = order[index]!;
    if (owned[node]) continue;
    if (type(node) === 'code') {
      const holders = new Set(predecessors[node]!.filter((from) => owned[from]).map((from) => group[from]!.replace(OWNER_KINDS, '')));
      if (holders.size === 1) owner.set(node, `code ${[...holders][0]!}`);
    }
    label(node);
  }
  const groups: Record<string, number> = {};
  let v8Bytes = 0, outsideBytes = 0;
  for (const node of order) {
    if (outside(node)) { outsideBytes += size(node); continue; }
    v8Bytes += size(node);
    groups[group[node]!] = (groups[group[node]!] ?? 0) + size(node);
  }
  return { v8Bytes, outsideBytes, groups };
}

/** A Markdown table of the modes' breakdowns side by side (KB), rows of at least `minBytes` in some mode. */
export function formatHeapBreakdowns(title: string, byMode: Readonly<Record<string, HeapBreakdown>>, minBytes = 4096): string {
  const modes = Object.keys(byMode);
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  const keys = [...new Set(modes.flatMap((mode) => Object.keys(byMode[mode]!.groups)))];
  const value = (key: string, mode: string): number => byMode[mode]!.groups[key] ?? 0;
  const rows = keys
    .filter((key) => modes.some((mode) => value(key, mode) >= minBytes))
    .sort((a, b) => Number(OWNER_KINDS.test(b)) - Number(OWNER_KINDS.test(a)) || modes.reduce((sum, mode) => sum + value(b, mode) - value(a, mode), 0));
  return [
    `| ${title} (KB, self sizes) | ${modes.join(' | ')} |`,
    `|---|${modes.map(() => '---').join('|')}|`,
    `| JS heap (JSHeapUsedSize's part) | ${modes.map((mode) => kb(byMode[mode]!.v8Bytes)).join(' | ')} |`,
    ...rows.map((key) => `| ${key} | ${modes.map((mode) => kb(value(key, mode))).join(' | ')} |`),
    `| not in the JS heap: Blink's objects, script source bytes | ${modes.map((mode) => kb(byMode[mode]!.outsideBytes)).join(' | ')} |`,
  ].join('\n');
}
