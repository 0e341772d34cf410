import { CART_CREATED_STORAGE_KEY, SESSION_NOTICES_FRAGMENT_KEY } from '../constants.ts';
import type { SafeStorage } from '../storage/index.ts';
import { numberText } from '../text/numberText.ts';
import type { FragmentsAnswer } from './cartAnswers.ts';

export interface CachedCart {
  readonly fragments: Record<string, string> | undefined;
  /** '' when nothing is stored, as the legacy script compared it (contract s2.4). */
  readonly hash: string;
  /** ms since the epoch, or undefined. */
  readonly created: number | undefined;
}

export interface CartCacheStorage {
  /** This tab's cache, under WooCommerce's keys (sessionStorage; contract s2.2). */
  readTab(): CachedCart;
  /** Stores fragments and hash in this tab, and the hash for other tabs; `created` is kept unless given. */
  write(answer: FragmentsAnswer, created?: number): void;
  /** The hash other tabs last wrote (localStorage), for the `storage` event check. */
  sharedHash(): string;
}

/**
 * The fragments cache in WooCommerce's own keys, so a page still running cart-fragments.js and ours
 * read the same values: sessionStorage[fragment_name], session+local [cart_hash_key], session
 * wc_cart_created. Fragments stay per tab, as WooCommerce keeps them: only the hash crosses tabs
 * (its storage event makes the others ask the server). An earlier version also shared the markup
 * through localStorage (`{fragment_name}_shared`), which any script of the origin could fill for every
 * tab and every restart (issue #26); it is removed wherever it is still found.
 */
export function createCartCacheStorage(keys: { fragmentName: string; cartHashKey: string }, session: SafeStorage, local: SafeStorage): CartCacheStorage {
  local.remove(`${keys.fragmentName}_shared`);

  const readTab = (): CachedCart => {
    const created = Number(session.get(CART_CREATED_STORAGE_KEY) ?? NaN);
    return {
      fragments: parseFragments(session.get(keys.fragmentName)),
      hash: session.get(keys.cartHashKey) ?? '',
      created: Number.isFinite(created) ? created : undefined,
    };
  };

  return {
    readTab,
    write(answer, created) {
      // The session's notices are shown once, by the answer that brought them: a stored copy would
      // show them again on every page of the tab (issue #27).
      const { [SESSION_NOTICES_FRAGMENT_KEY]: _shownOnce, ...kept } = answer.fragments;
      session.set(keys.fragmentName, JSON.stringify(kept));
      session.set(keys.cartHashKey, answer.cartHash);
      if (created !== undefined) session.set(CART_CREATED_STORAGE_KEY, numberText(created));
      local.set(keys.cartHashKey, answer.cartHash);
    },
    sharedHash: () => local.get(keys.cartHashKey) ?? '',
  };
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseFragments(text: string | null): Record<string, string> | undefined {
  const value = parseJson(text);
  if (!value || typeof value !== 'object') return undefined;
  const fragments: Record<string, string> = {};
  for (const [selector, markup] of Object.entries(value)) if (typeof markup === 'string') fragments[selector] = markup;
  return fragments;
}
