import type { AttributionSnapshot } from './types.ts';

/** One value per field: the string at its path, or null (tracking off, or nothing recorded there). */
export type AttributionValues = Record<string, string | null>;

/**
 * Maps the parsed cookies to the order fields through their dotted paths (`current_add.rf` →
 * snapshot.current_add.rf), as WooCommerce's `getAttributionData` does (contract s4.4). A null
 * snapshot (tracking disallowed) gives null for every field. Deliberate difference: a path that
 * leads nowhere gives null rather than undefined, which the block checkout's schema (string | null)
 * accepts and the inputs show as ''.
 */
export function getAttributionData(fields: Readonly<Record<string, string>>, snapshot: AttributionSnapshot | null): AttributionValues {
  const values: AttributionValues = {};
  for (const [field, path] of Object.entries(fields)) values[field] = snapshot ? valueAt(snapshot, path) : null;
  return values;
}

function valueAt(root: unknown, path: string): string | null {
  let node = root;
  for (const step of path.split('.')) {
    // Own properties only: a path like `current.constructor` must not reach the prototype.
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, step)) return null;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : null;
}
