// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatHeapBreakdowns, heapBreakdown, scriptOwner, type HeapSnapshotJson } from '../heapBreakdown.ts';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];
const NF = 7;

type Node = [type: string, name: string, size: number, edges: Array<[type: string, name: string, to: number]>];

/** A snapshot in V8's flat format from a readable node list (node 0 is the root). */
function snapshot(list: Node[], locations: number[] = []): HeapSnapshotJson {
  const strings: string[] = [];
  const str = (text: string): number => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  const nodes: number[] = [];
  const edges: number[] = [];
  list.forEach(([type, name, size, out], id) => {
    nodes.push(NODE_TYPES.indexOf(type), str(name), id, size, out.length, 0, 0);
    for (const [edgeType, edgeName, to] of out) edges.push(EDGE_TYPES.indexOf(edgeType), str(edgeName), to * NF);
  });
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'trace_node_id', 'detachedness'], node_types: [NODE_TYPES], edge_fields: ['type', 'name_or_index', 'to_node'], edge_types: [EDGE_TYPES], location_fields: ['object_index', 'script_id', 'script_object_index', 'line', 'column'] } },
    nodes, edges, strings, locations,
  };
}

const CHUNK = 'http://127.0.0.1:8137/wp-content/plugins/wc-islands/dist/chunks/site-CqEW93.js';
/** A window holding one closure of a bundle chunk, an object it alone keeps, one it shares, Blink's objects and a weak-only one. */
const page = (): Node[] => [
  ['synthetic', '', 0, [['internal', 'w', 1], ['internal', 'blink', 8]]],
  // The window also reaches the function's SharedFunctionInfo other than through its closure (as an outer function's constants do).
  ['object', 'Window', 100, [['property', 'f', 2], ['property', 's', 6], ['weak', 'cache', 11], ['internal', 'constants', 3]]],
  ['closure', 'f', 32, [['internal', 'shared', 3], ['internal', 'context', 7], ['property', 'shared', 6], ['internal', 'code', 12]]],
  ['code', 'system / SharedFunctionInfo / f', 48, [['internal', 'script', 4], ['internal', 'function_data', 9], ['internal', 'trusted_function_data', 12]]],
  ['code', `system / Script / ${CHUNK}`, 80, [['internal', 'source', 5]]],
  ['string', 'import{…}', 56, [['internal', 'data', 10]]],
  ['object', 'Shared', 20, []],
  ['object', 'Only', 24, []],
  ['native', 'blink::StyleRule', 1000, []],
  ['code', 'system / BytecodeArray', 500, []],
  ['native', 'system / ExternalStringData', 3000, []],
  ['object', 'WeakOnly', 64, []],
  // Baseline code: held by the function and its closure, dominated by neither; with its instructions.
  ['code', 'system / Code', 72, [['internal', 'instruction_stream', 13]]],
  ['code', 'system / InstructionStream', 900, []],
];

describe('heap breakdown by owner', () => {
  it('gives each object to its nearest dominator a script owns, else to its kind', () => {
    const result = heapBreakdown(snapshot(page()));
    expect(result.groups).toEqual({
      'engine: DOM wrappers': 100,
      'closures /wp-content/plugins/wc-islands/dist/chunks/site.js': 32 + 24,
      // The baseline code goes with the function's code: its holders are all of this script.
      'code /wp-content/plugins/wc-islands/dist/chunks/site.js': 48 + 500 + 72 + 900,
      'source /wp-content/plugins/wc-islands/dist/chunks/site.js': 80 + 56,
      // Kept by the window and by the closure: no one script's alone.
      'engine: objects': 20,
    });
  });

  it('counts only what JSHeapUsedSize counts: Blink objects and external source bytes apart, weakly held objects not at all', () => {
    const result = heapBreakdown(snapshot(page()));
    expect(result.v8Bytes).toBe(100 + 32 + 48 + 80 + 56 + 20 + 24 + 500 + 72 + 900);
    expect(result.outsideBytes).toBe(1000 + 3000);
  });

  it('names a chunk closure\'s module from its location through the source map', () => {
    const asked: unknown[] = [];
    const result = heapBreakdown(snapshot(page(), [2 * NF, 1, 4 * NF, 0, 6437]), (url, line, column) => {
      asked.push([url, line, column]);
      return 'zod';
    });
    expect(asked).toEqual([[CHUNK, 0, 6437]]);
    expect(result.groups['closures zod']).toBe(56);
    expect(result.groups['code zod']).toBe(548 + 972);
    expect(result.groups['source /wp-content/plugins/wc-islands/dist/chunks/site.js']).toBe(136);
  });

  it('names scripts by path, without host, query or a chunk\'s hash', () => {
    expect(scriptOwner('http://127.0.0.1:8137/wp-includes/js/jquery/jquery.min.js?ver=3.7.1')).toBe('/wp-includes/js/jquery/jquery.min.js');
    expect(scriptOwner(CHUNK)).toBe('/wp-content/plugins/wc-islands/dist/chunks/site.js');
    expect(scriptOwner('')).toBe('(inline)');
  });

  it('tabulates modes side by side, owners first, small rows left out', () => {
    const table = formatHeapBreakdowns('shop', {
      plain: { v8Bytes: 2048, outsideBytes: 1024, groups: { 'engine: objects': 2048 } },
      plugin: { v8Bytes: 20480, outsideBytes: 1024, groups: { 'engine: objects': 8192, 'code zod': 5120, 'code tiny': 100 } },
    });
    expect(table.split('\n')).toEqual([
      '| shop (KB, self sizes) | plain | plugin |',
      '|---|---|---|',
      '| JS heap (JSHeapUsedSize\'s part) | 2.0 | 20.0 |',
      '| code zod | 0.0 | 5.0 |',
      '| engine: objects | 2.0 | 8.0 |',
      '| not in the JS heap: Blink\'s objects, script source bytes | 1.0 | 1.0 |',
    ]);
  });
});
