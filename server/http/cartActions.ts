import type { AppServices } from '../AppServices.ts';
import { addItem, quantityInCart, removeItem } from '../store/cart.ts';
import type { Product } from '../store/Product.ts';
import { realProductId } from '../store/benchmarkRows.ts';
import { updateCart } from './loadShopper.ts';
import type { ShopperState } from './ShopperState.ts';

export type AddResult =
  | { ok: true; product: Product; quantity: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'out_of_stock' | 'not_enough_stock'; product: Product };

/** Parses a posted quantity the way wc_stock_amount does: empty means 1, otherwise an integer. */
export function parseQuantity(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) ? n : 0;
}

/** WC_Cart::add_to_cart validation for simple products: published, in stock, enough stock. */
export function addToCart(services: AppServices, state: ShopperState, rawId: number, quantity: number): AddResult {
  const product = services.catalogue.productById(realProductId(rawId));
  if (product === undefined || quantity <= 0) return { ok: false, reason: 'missing' };
  if (product.stockStatus !== 'instock') return { ok: false, reason: 'out_of_stock', product };
  const wanted = quantityInCart(state.cart, product.id) + quantity;
  if (product.stockQuantity !== null && wanted > product.stockQuantity) return { ok: false, reason: 'not_enough_stock', product };
  updateCart(services, state, addItem(state.cart, product.id, quantity));
  return { ok: true, product, quantity };
}

/** Returns the removed line's product, or null for an unknown key. */
export function removeFromCart(services: AppServices, state: ShopperState, key: string): Product | null {
  const line = state.view.lines.find((l) => l.item.key === key);
  if (line === undefined) return null;
  updateCart(services, state, removeItem(state.cart, key));
  return line.product;
}
