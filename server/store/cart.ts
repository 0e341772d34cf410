import { md5 } from '../util/hash.ts';
import type { Product } from './Product.ts';

export interface CartItem {
  key: string;
  productId: number;
  quantity: number;
}

/** What is stored per session (WooCommerce keeps the same in wp_woocommerce_sessions). */
export interface CartData {
  items: CartItem[];
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

/** WC_Cart::generate_cart_id for a simple product: md5 of the product id alone (md5('33') = 182be0…). */
export function cartItemKey(productId: number): string {
  return md5(String(productId));
}

export function addItem(cart: CartData, productId: number, quantity: number): CartData {
  const key = cartItemKey(productId);
  const existing = cart.items.find((i) => i.key === key);
  if (existing !== undefined) {
    return { items: cart.items.map((i) => (i.key === key ? { ...i, quantity: i.quantity + quantity } : i)) };
  }
  return { items: [...cart.items, { key, productId, quantity }] };
}

export function removeItem(cart: CartData, key: string): CartData {
  return { items: cart.items.filter((i) => i.key !== key) };
}

export function setQuantity(cart: CartData, key: string, quantity: number): CartData {
  if (quantity <= 0) return removeItem(cart, key);
  return { items: cart.items.map((i) => (i.key === key ? { ...i, quantity } : i)) };
}

export function quantityInCart(cart: CartData, productId: number): number {
  return cart.items.find((i) => i.productId === productId)?.quantity ?? 0;
}

/** Resolves products; lines whose product vanished are dropped, as WooCommerce does on load. */
export function viewCart(cart: CartData, productById: (id: number) => Product | undefined): CartView {
  const lines: CartLine[] = [];
  for (const item of cart.items) {
    const product = productById(item.productId);
    if (product !== undefined) lines.push({ item, product, lineTotalCents: product.priceCents * item.quantity });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.item.quantity, 0);
  const hash = lines.length === 0
    ? ''
    : md5(JSON.stringify(lines.map((l) => [l.item.key, l.item.productId, l.item.quantity])) + String(subtotalCents));
  return { lines, itemCount, subtotalCents, hash };
}
