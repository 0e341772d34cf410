import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the bundle's code is grouped into chunks (issue #15): by rule, not by a list, so an island added
 * tomorrow lands in a sensible chunk without touching the build config. Two rules:
 *
 * 1. React or not. React itself is the `react` chunk. Every module of ours that needs React (a `.tsx`
 *    file, or one importing React directly or through other modules) is a view, in a `*-views` chunk.
 *    Framework-free code reaches views only through `import()`, so a page where nobody interacts
 *    never evaluates React.
 * 2. Which pages use it. Each island has a page family read from the selector in its
 *    `definition.ts` (the markup it needs): `account` (my account's forms), `checkout` (cart and checkout pages' forms and totals),
 *    `product` (single product markup), `content` (post galleries and attachment images), else `site`
 *    (markup on every page: header, footer, cart widget, `body`). A module used by one family's
 *    islands goes to that family's chunk; one shared by several families goes to `site`, which every
 *    page loads anyway. A page thus fetches the loader, `site` and its own family: a few requests.
 *
 * Other vendor code (DOMPurify, Embla, Floating UI) keeps its own chunk, fetched with the view using it.
 */
export type Family = 'site' | 'account' | 'checkout' | 'product' | 'content';

/** The graph questions the rule asks (rolldown's `ModuleInfo`), so it can be tested with a literal. */
export interface ModuleGraph {
  importedIds(id: string): readonly string[] | null;
  /** Static and dynamic importers. */
  importers(id: string): readonly string[] | null;
  /** Static importers only; absent means the same as `importers`. */
  staticImporters?(id: string): readonly string[] | null;
}

const LOADER = /[\\/]src[\\/]loader[\\/]/;

/** True when the loader imports the module statically: it is in the loader's own chunks, never a group's. */
export function inLoader(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (LOADER.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = graph.staticImporters ? graph.staticImporters(id) : graph.importers(id);
  return (importers ?? []).some((importer) => inLoader(importer, graph, seen));
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const OWN = /[\\/]src[\\/](islands|core|adapters|rest)[\\/]/;
const ISLAND = /[\\/]src[\\/]islands[\\/]([^\\/]+)[\\/]/;
/** Island folders that hold code shared by several islands, not an island of their own. */
const SHARED_FOLDERS = new Set(['shared', 'cart']);

/** Selector words that name a page family's markup, checked in this order; anything else is `site`. */
const FAMILY_MARKERS: ReadonlyArray<readonly [Family, RegExp]> = [
  // Before checkout: the password meter also mounts on the checkout's account password, yet its home is my account.
  ['account', /woocommerce-account|lost_reset_password|edit-account|form\.register/i],
  ['checkout', /checkout|billing_|shipping_|cart-form|cart_totals|cart-collaterals|coupon|payment|order_review/i],
  ['product', /single-product|single_add_to_cart|variations_form|product-gallery|product_gallery|wc-tabs|woocommerce-tabs|comment-form-rating|form\.cart|div\.product/i],
  ['content', /carousel|attachment|wp-block-gallery|tiled-gallery/i],
];

/** The page family of an island, from its definition's selector(s). A `body` mount point means every page. */
export function familyOfSelector(selector: string): Family {
  const parts = selector.split(',').map((part) => part.trim());
  if (parts.includes('body')) return 'site';
  // What a selector excludes says nothing of where it mounts: `form.cart:not(.woocommerce-cart-form)`
  // is the product page's form, not the cart's.
  const wanted = selector.replace(/:not\([^)]*\)/g, '');
  for (const [family, marker] of FAMILY_MARKERS) if (marker.test(wanted)) return family;
  return 'site';
}

/** Reads every `src/islands/<name>/definition.ts` and returns each island's family. */
export function readIslandFamilies(islandsDir: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const name of readdirSync(islandsDir)) {
    let source: string;
    try {
      source = readFileSync(join(islandsDir, name, 'definition.ts'), 'utf8');
    } catch {
      continue;
    }
    const selector = /selector:\s*(['"`])([\s\S]*?)\1/.exec(source)?.[2] ?? '';
    families.set(name, familyOfSelector(selector));
  }
  return families;
}

/** True when the module imports React, directly or through its static imports. */
export function needsReact(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (REACT.test(id) || id.endsWith('.tsx')) return true;
  if (seen.has(id) || !OWN.test(id)) return false;
  seen.add(id);
  return (graph.importedIds(id) ?? []).some((imported) => needsReact(imported, graph, seen));
}

/** The families of the islands that use a module, walking importers up to island folders. */
export function familiesUsing(id: string, graph: ModuleGraph, families: ReadonlyMap<string, Family>): Set<Family> {
  const found = new Set<Family>();
  const seen = new Set<string>();
  const walk = (current: string): void => {
    if (seen.has(current)) return;
    seen.add(current);
    const island = ISLAND.exec(current)?.[1];
    const family = island && !SHARED_FOLDERS.has(island) ? families.get(island) : undefined;
    if (family) {
      found.add(family);
      return;
    }
    for (const importer of graph.importers(current) ?? []) walk(importer);
  };
  walk(id);
  return found;
}

/** The chunk a module belongs to, or null to leave it to the bundler. */
export function chunkGroupOf(id: string, graph: ModuleGraph, families: ReadonlyMap<string, Family>): string | null {
  if (REACT.test(id)) return 'react';
  if (!OWN.test(id)) return null;
  const used = familiesUsing(id, graph, families);
  const family: Family = used.size === 1 ? [...used][0]! : 'site';
  return needsReact(id, graph) ? `${family}-views` : family;
}
