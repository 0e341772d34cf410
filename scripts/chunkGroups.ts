import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the bundle's code is grouped into chunks (issue #15): by rule, not by a list, so an island added
 * tomorrow lands in a sensible chunk without touching the build config. Four rules:
 *
 * 1. React or not. React itself is the `react` chunk. Every module of ours that needs React (a `.tsx`
 *    file, or one importing React directly or through other modules) is a view, in a `*-views` chunk.
 *    Framework-free code reaches views only through `import()`, so a page where nobody interacts
 *    never evaluates React.
 * 2. Which pages use it. Each island has page families read from the selector in its
 *    `definition.ts` (the markup it needs): `account` (my account's forms), `checkout` (cart and checkout pages' forms and totals, address forms wherever they are),
 *    `product` (single product markup), `content` (post galleries and attachment images), else `site`
 *    (markup on every page: header, footer, cart widget, `body`). A module used by one family's
 *    islands goes to that family's chunk; one used by two families but by no `site` island goes to a
 *    chunk of the pair (`account-checkout`), and one any `site` island or three families use goes to `site`,
 *    which every page loads anyway. A page thus evaluates only what its families' islands can use.
 * 3. When it is needed (issue #29). Code only the every-page islands that wait use (definitionWaits: idle
 *    or visible, no button; order attribution, analytics, the newsletter) goes to `site-later` (its views
 *    to `site-later-views`), imported when the first of them loads, so the page's first islands do not
 *    evaluate it. Code no island uses
 *    (the REST client, reached from the loader's `wcIslands.apiFetch` alone) is left to the bundler: a
 *    chunk of its own, fetched on the first call.
 * 4. Which part of an island (issue #29). The part an island that loads late imports on demand (the cart
 *    page's code or the checkout's) is a chunk of its own, fetched where that part mounts (inLatePart).
 *
 * A module is used by the islands whose code imports it, looking through re-export barrels to the importers
 * that name its exports (islandsUsing); a selector naming only password inputs is my account's and the
 * checkout's markup.
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
  /** The module's code (rolldown's `ModuleInfo.code`), to look through re-export barrels; absent: never looked through. */
  code?(id: string): string | null;
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
const OWN = /[\\/]src[\\/](islands|island-kit|cart-layer|core|adapters|rest)[\\/]/;
/** An island's folder: code shared by islands (`src/island-kit/`, `src/cart-layer/`) lives outside it. */
const ISLAND = /[\\/]src[\\/]islands[\\/]([^\\/]+)[\\/]/;

/**
 * Selector words that name a page family's markup, checked in this order for each comma-separated part;
 * a part matching none is `site`.
 */
const FAMILY_MARKERS: ReadonlyArray<readonly [readonly Family[], RegExp]> = [
  [['account'], /woocommerce-account|lost_reset_password|edit-account|form\.register/i],
  // Address forms (billing_/shipping_ fields, country/state selects) are the checkout's markup wherever they are:
  // the checkout, the cart's shipping calculator, and my account's addresses page, whose form (`billing_address_1`)
  // mounts address suggestions, a `checkout` island, anyway. Not `account`: the address code would then share a
  // pair chunk with the password code, and a login page would evaluate country selects for its password toggle (issue #29).
  [['checkout'], /checkout|woocommerce-cart|billing_|shipping_|country_to_state|cart-form|cart_totals|cart-collaterals|coupon|payment|order_review/i],
  [['product'], /single-product|single_add_to_cart|variations_form|product-gallery|product_gallery|wc-tabs|woocommerce-tabs|comment-form-rating|form\.cart|div\.product/i],
  [['content'], /carousel|attachment|wp-block-gallery|tiled-gallery/i],
  // WooCommerce prints password fields in the login, registration and account forms (my account) and the
  // checkout's login and create-account boxes: a selector naming only password inputs serves those two families.
  [['account', 'checkout'], /\[type=["']?password/i],
];

/**
 * The page families of an island, from its definition's selector: the union over its comma-separated
 * parts. A `body` mount point means every page (`site`).
 */
export function familiesOfSelector(selector: string): ReadonlySet<Family> {
  // What a selector excludes says nothing of where it mounts: `form.cart:not(.woocommerce-cart-form)`
  // is the product page's form, not the cart's.
  const parts = selector.replace(/:not\([^)]*\)/g, '').split(',').map((part) => part.trim());
  if (parts.includes('body')) return new Set(['site']);
  const families = new Set<Family>();
  for (const part of parts) {
    const marked = FAMILY_MARKERS.find(([, marker]) => marker.test(part));
    for (const family of marked ? marked[0] : ['site' as const]) families.add(family);
  }
  return families;
}

/** The selector of `src/islands/<name>/definition.ts`, read from its text (a literal); null when there is no definition. */
export function readDefinitionSelector(islandsDir: string, name: string): string | null {
  let source: string;
  try {
    source = readFileSync(join(islandsDir, name, 'definition.ts'), 'utf8');
  } catch {
    return null;
  }
  return /selector:\s*(['"`])([\s\S]*?)\1/.exec(source)?.[2] ?? '';
}

/** Reads every `src/islands/<name>/definition.ts` and returns each island's families. */
export function readIslandFamilies(islandsDir: string): Map<string, ReadonlySet<Family>> {
  const families = new Map<string, ReadonlySet<Family>>();
  for (const name of readdirSync(islandsDir)) {
    const selector = readDefinitionSelector(islandsDir, name);
    if (selector !== null) families.set(name, familiesOfSelector(selector));
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

/** The names a module exports by declaration (`export const X`, `export function f`): a constants section's. */
export function declaredExports(code: string): string[] {
  return [...code.matchAll(/\bexport\s+(?:declare\s+)?(?:const|let|var|(?:async\s+)?function\*?|class|enum)\s+([\w$]+)/g)].map((match) => match[1]!);
}

/** True for a barrel of ours: a module that only re-exports others (`export * from './x.ts'`), like `src/core/constants.ts`. */
export function isBarrel(id: string, code: string | null | undefined): boolean {
  if (!OWN.test(id) || !code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(/;|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((line) => /^export\s+(?:\*|type\s*\{[^}]*\}|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(line));
}

const mentions = (code: string | null | undefined, names: readonly string[]): boolean =>
  !code || names.some((name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code));

/**
 * The islands whose code uses a module, walking importers up to island folders. Through a re-export
 * barrel (`src/core/constants.ts` re-exports every spec section), only the barrel's importers that name
 * one of the module's exports count: importing the barrel for `LABELS` does not make an island a user
 * of the checkout section, which would otherwise land in `site` because every island imports that barrel (issue #29).
 */
export function islandsUsing(id: string, graph: ModuleGraph, families: ReadonlyMap<string, ReadonlySet<Family>>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const code = (module: string): string | null => graph.code?.(module) ?? null;
  const exported = declaredExports(code(id) ?? '');
  // `barrels`: every module between `id` and `current` re-exports it, so `current`'s importers name what they take.
  const walk = (current: string, barrels: boolean): void => {
    if (seen.has(current)) return;
    seen.add(current);
    const island = ISLAND.exec(current)?.[1];
    if (island && families.has(island)) {
      found.add(island);
      return;
    }
    const throughBarrel = barrels && current !== id && exported.length > 0 && isBarrel(current, code(current));
    for (const importer of graph.importers(current) ?? []) {
      if (throughBarrel && !isBarrel(importer, code(importer)) && !mentions(code(importer), exported)) continue;
      walk(importer, throughBarrel || current === id);
    }
  };
  walk(id, true);
  return found;
}

/**
 * The every-page group of code only islands that wait use: islands loading on idle or when their mount
 * point scrolls into view, holding no button for the shopper (order attribution, analytics, the
 * newsletter form). Its own request, made when the first of them loads, so a page evaluates that code
 * after the islands it shows first, not with them (issue #29).
 */
export const SITE_LATER = 'site-later';

/**
 * True when an island's definition waits: `when` is 'idle' (the default) or 'visible', and it has no
 * `buttons` (a button the shopper may press early wants its code with the rest of the page's).
 */
export function definitionWaits(source: string): boolean {
  const when = /\bwhen:\s*(['"`])(\w+)\1/.exec(source)?.[2] ?? 'idle';
  return (when === 'idle' || when === 'visible') && !/\bbuttons:/.test(source);
}

/** True when an island's definition loads it on idle (the default) or when its mount point scrolls into view, buttons or not. */
export function definitionLoadsLate(source: string): boolean {
  const when = /\bwhen:\s*(['"`])(\w+)\1/.exec(source)?.[2] ?? 'idle';
  return when === 'idle' || when === 'visible';
}

/** The islands of `src/islands/` whose definition passes `test` (definitionWaits by default). */
export function readWaitingIslands(islandsDir: string, test: (source: string) => boolean = definitionWaits): Set<string> {
  const waiting = new Set<string>();
  for (const name of readdirSync(islandsDir)) {
    let source: string;
    try {
      source = readFileSync(join(islandsDir, name, 'definition.ts'), 'utf8');
    } catch {
      continue;
    }
    if (test(source)) waiting.add(name);
  }
  return waiting;
}

/**
 * Rule 4 (issue #29): the part an island that loads late (definitionLoadsLate) imports on demand, when
 * its markup is on the page: the cart page's code or the checkout's (`cart-checkout/cart-page/`,
 * `cart-checkout/checkout/`). A non-React module is in a part when every chain of static imports above
 * it starts at one part's entry: a module of the island's folder that the island's own code imports
 * dynamically. Parts are left to the bundler, a chunk each (named by partChunkName), fetched only where
 * that part mounts, so the cart page no longer evaluates the checkout's code nor the checkout the cart
 * page's. Code two parts share stays in the island's family chunk. An island loaded with the page
 * (single-product: the gallery the theme hides until a script shows it) keeps its parts in its chunk:
 * one more round trip before they mount would delay what the page shows first.
 */
export function inLatePart(id: string, graph: ModuleGraph, late: ReadonlySet<string>): boolean {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const walk = (current: string): void => {
    if (seen.has(current)) return;
    seen.add(current);
    const importers = (graph.staticImporters ? graph.staticImporters(current) : graph.importers(current)) ?? [];
    if (importers.length === 0) roots.add(current);
    for (const importer of importers) walk(importer);
  };
  walk(id);
  if (roots.size !== 1) return false;
  const [entry] = [...roots] as [string];
  const island = ISLAND.exec(entry)?.[1];
  if (!island || !late.has(island) || needsReact(entry, graph)) return false;
  const importers = graph.importers(entry) ?? [];
  return importers.length > 0 && importers.every((importer) => ISLAND.exec(importer)?.[1] === island && !/definition\.ts$/.test(importer));
}

/** The name of a part's chunk (inLatePart), from its entry `src/islands/<island>/<part>/index.ts`: `<island>-<part>`; null for any other chunk. */
export function partChunkName(facadeModuleId: string | null): string | null {
  const match = /[\\/]src[\\/]islands[\\/]([^\\/]+)[\\/]([^\\/]+)[\\/]index\.ts$/.exec(facadeModuleId ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The chunk a module belongs to, or null to leave it to the bundler. */
export function chunkGroupOf(
  id: string,
  graph: ModuleGraph,
  families: ReadonlyMap<string, ReadonlySet<Family>>,
  waiting: ReadonlySet<string> = new Set(),
  late: ReadonlySet<string> = new Set(),
): string | null {
  if (REACT.test(id)) return 'react';
  if (!OWN.test(id)) return null;
  // A late island's part (rule 4): a chunk of its own, made by the bundler from the part's dynamic import.
  if (!needsReact(id, graph) && inLatePart(id, graph, late)) return null;
  const islands = islandsUsing(id, graph, families);
  // Reached from the loader alone (the REST client behind `wcIslands.apiFetch`): no island mounts it, so
  // no page evaluates it before that first call. Left to the bundler, it is a chunk of its own, which the
  // loader imports as is (a group's chunk would need a `.then()` picking its namespace; issue #29).
  if (islands.size === 0) return null;
  const used = new Set([...islands].flatMap((island) => [...families.get(island)!]));
  // Code two families share, and no every-page island, goes to a chunk of the pair (`account-checkout`),
  // so a page evaluates only what its islands use (issue #29); code more families share is small helpers
  // (stylesheets, nonces), not worth a request of their own: `site`.
  const group = used.size === 1 ? [...used][0]! : used.size === 2 && !used.has('site') ? [...used].sort().join('-') : 'site';
  const later = group === 'site' && [...islands].every((island) => waiting.has(island));
  const chunk = later ? SITE_LATER : group;
  return needsReact(id, graph) ? `${chunk}-views` : chunk;
}

const FAMILY_NAMES: ReadonlySet<string> = new Set<Family>(['site', 'account', 'checkout', 'product', 'content']);

/**
 * True for a pair's group (`account-checkout`, `content-product-views`). The build captures these before
 * single families: a group takes its modules' dependencies with it, so `content` capturing the carousel
 * would otherwise also take the code the product gallery shares with it, and every product page would
 * fetch the whole content chunk.
 */
export function isPairGroup(name: string): boolean {
  return name.replace(/-views$/, '').split('-').filter((part) => FAMILY_NAMES.has(part)).length === 2;
}
