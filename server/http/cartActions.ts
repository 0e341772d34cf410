import type { AppServices } from '../AppServices.ts';
import { addItem, quantityInCart, removeItem } from '../store/cart.ts';
import type { Product } from '../store/Product.ts';
import { realProductId } from '../store/benchmarkRows.ts';
import { findMatchingVariation } from '../productPages/findMatchingVariation.ts';
import { updateCart } from './loadShopper.ts';
import type { ShopperState } from './ShopperState.ts';

export type AddResult =
  | { ok: true; product: Product; quantity: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'out_of_stock' | 'not_enough_stock' | 'choose_options'; product: Product };

/** Parses a posted quantity the way wc_stock_amount does: empty means 1, otherwise an integer. */
export function parseQuantity(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) ? n : 0;
}

/**
 * The variation a request means: a variation id itself (WC_AJAX::add_to_cart), or the variable
 * product plus `variation_id` / `attribute_*` fields (WC_Form_Handler::add_to_cart_handler_variable).
 */
function resolveVariation(services: AppServices, product: Product, fields: Readonly<Record<string, unknown>>): Product | undefined {
  const { catalogue } = services;
  const chosen = Number(fields['variation_id'] ?? 0);
  const byId = chosen > 0 ? catalogue.productById(chosen) : undefined;
  if (byId?.parentId === product.id) return byId;
  const posted: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (key.startsWith('attribute_') && typeof value === 'string') posted[key] = value;
  return findMatchingVariation(catalogue.pages.variationsOf(product), posted);
}

/** WC_Cart::add_to_cart validation: published, options chosen for a variable product, in stock, enough stock. */
export function addToCart(
  services: AppServices, state: ShopperState, rawId: number, quantity: number, fields: Readonly<Record<string, unknown>> = {},
): AddResult {
  const found = services.catalogue.productById(realProductId(rawId));
  if (found === undefined || quantity <= 0) return { ok: false, reason: 'missing' };
  const product = found.type === 'variable' ? resolveVariation(services, found, fields) : found;
  if (product === undefined) return { ok: false, reason: 'choose_options', product: found };
  if (product.stockStatus !== 'instock') return { ok: false, reason: 'out_of_stock', product };
  const wanted = quantityInCart(state.cart, product.id) + quantity;
  if (product.stockQuantity !== null && wanted > product.stockQuantity) return { ok: false, reason: 'not_enough_stock', product };
  const cart = product.parentId === null
    ? addItem(state.cart, product.id, quantity)
    : addItem(state.cart, product.parentId, quantity, { variationId: product.id, variation: product.variation });
  updateCart(services, state, cart);
  return { ok: true, product, quantity };
}

/** Returns the removed line's product, or null for an unknown key. */
export function removeFromCart(services: AppServices, state: ShopperState, key: string): Product | null {
  const line = state.view.lines.find((l) => l.item.key === key);
  if (line === undefined) return null;
  updateCart(services, state, removeItem(state.cart, key));
  return line.product;
}
