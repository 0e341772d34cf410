import { md5 } from '../util/hash.ts';
import type { Product } from './Product.ts';

export interface CartItem {
  key: string;
  /** The product (for a variation: its parent, as WooCommerce's cart item `product_id`). */
  productId: number;
  quantity: number;
  /** A variation's id and its attributes (`attribute_pa_*` -> term slug); absent for simple products. */
  variationId?: number;
  variation?: Readonly<Record<string, string>>;
}

/** A variation being added: its id and its attributes. */
export interface CartVariation {
  variationId: number;
  variation: Readonly<Record<string, string>>;
}

/** What is stored per session (WooCommerce keeps the same in wp_woocommerce_sessions). */
export interface CartData {
  items: CartItem[];
  /** Applied coupon codes, lower case, in the order applied (WC()->cart->applied_coupons). */
  coupons?: string[];
  /** The chosen shipping rate id (session chosen_shipping_methods[0]). */
  shippingMethod?: string;
  /** Lines removed from the cart, newest first, for 'Undo?' (WC()->cart->removed_cart_contents). */
  removed?: CartItem[];
  /** What the shopper typed on the checkout so far (WC()->customer's session copy), prefilled on reload. */
  checkout?: Record<string, string>;
  /** Where the shopper said they ship to (WC()->customer's shipping location), for rates and taxes. */
  destination?: Destination;
}

export interface Destination {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export interface CartLine {
  item: CartItem;
  product: Product;
  lineTotalCents: number;
}

export interface CartView {
  lines: CartLine[];
  itemCount: number;
  subtotalCents: number;
  /** md5 of the cart contents; '' for an empty cart (as WC()->cart->get_cart_hash()). */
  hash: string;
}

export function emptyCart(): CartData {
  return { items: [] };
}

/**
 * WC_Cart::generate_cart_id: md5 of `product_id[_variation_id[_keyvalue…]]` (md5('33') = 182be0… for a
 * simple product), so the same variation chosen twice lands on one line.
 */
export function cartItemKey(productId: number, variationId?: number, variation?: Readonly<Record<string, string>>): string {
  const parts = [String(productId)];
  if (variationId !== undefined && variationId !== 0) parts.push(String(variationId));
  const entries = Object.entries(variation ?? {});
  if (entries.length > 0) parts.push(entries.map(([k, v]) => k.trim() + v.trim()).join(''));
  return md5(parts.join('_'));
}

export function addItem(cart: CartData, productId: number, quantity: number, addition?: CartVariation): CartData {
  const key = cartItemKey(productId, addition?.variationId, addition?.variation);
  const existing = cart.items.find((i) => i.key === key);
  if (existing !== undefined) {
    return { ...cart, items: cart.items.map((i) => (i.key === key ? { ...i, quantity: i.quantity + quantity } : i)) };
  }
  return { ...cart, items: [...cart.items, { key, productId, quantity, ...addition }] };
}

export function removeItem(cart: CartData, key: string): CartData {
  const gone = cart.items.find((i) => i.key === key);
  const removed = gone === undefined ? cart.removed : [gone, ...(cart.removed ?? []).filter((i) => i.key !== key)].slice(0, 5);
  return { ...cart, items: cart.items.filter((i) => i.key !== key), ...(removed === undefined ? {} : { removed }) };
}

/** WC_Cart::restore_cart_item: the removed line comes back with its quantity; null when unknown. */
export function restoreItem(cart: CartData, key: string): CartData | null {
  const item = cart.removed?.find((i) => i.key === key);
  if (item === undefined) return null;
  const base = addItem({ ...cart, removed: (cart.removed ?? []).filter((i) => i.key !== key) }, item.productId, item.quantity);
  return base;
}

export function setQuantity(cart: CartData, key: string, quantity: number): CartData {
  if (quantity <= 0) return removeItem(cart, key);
  return { ...cart, items: cart.items.map((i) => (i.key === key ? { ...i, quantity } : i)) };
}

/** Units of one product or one variation already in the cart (what the stock check adds to). */
export function quantityInCart(cart: CartData, productId: number): number {
  return cart.items.filter((i) => (i.variationId ?? i.productId) === productId).reduce((sum, i) => sum + i.quantity, 0);
}

/** Resolves products; lines whose product vanished are dropped, as WooCommerce does on load. */
export function viewCart(cart: CartData, productById: (id: number) => Product | undefined): CartView {
  const lines: CartLine[] = [];
  for (const item of cart.items) {
    const product = productById(item.variationId ?? item.productId);
    if (product !== undefined) lines.push({ item, product, lineTotalCents: product.priceCents * item.quantity });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.item.quantity, 0);
  const hash = lines.length === 0
    ? ''
    : md5(JSON.stringify(lines.map((l) => [l.item.key, l.item.productId, l.item.quantity])) + String(subtotalCents));
  return { lines, itemCount, subtotalCents, hash };
}
