declare const valueType: unique symbol;

/** Names one piece of page state and carries its type; made once, beside the code that creates the value. */
export type PageKey<T> = symbol & { readonly [valueType]?: T };

/**
 * The page's state, one record per page: the scanner makes it and hands it to every island on its
 * context, as TanStack Query hands its QueryClient down, so islands share the cart queue, fragment
 * store and cart runtime through it instead of module-level singletons, and each test mounts on a
 * fresh page. A plain record because it sits in the loader: `pageState` arrives with the islands.
 */
export interface PageScope {
  [key: symbol]: unknown;
}

export function pageKey<T>(name: string): PageKey<T> {
  return Symbol(name) as PageKey<T>;
}

/** The page's value for `key`; the first ask creates it (a throwing `create` stores nothing, so a later ask tries again). */
export function pageState<T extends object>(page: PageScope, key: PageKey<T>, create: () => T): T {
  return (page[key] ??= create()) as T;
}
