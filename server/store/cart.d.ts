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
export declare function emptyCart(): CartData;
/** WC_Cart::generate_cart_id for a simple product: md5 of the product id alone (md5('33') = 182be0…). */
export declare function cartItemKey(productId: number): string;
export declare function addItem(cart: CartData, productId: number, quantity: number): CartData;
export declare function removeItem(cart: CartData, key: string): CartData;
export declare function setQuantity(cart: CartData, key: string, quantity: number): CartData;
export declare function quantityInCart(cart: CartData, productId: number): number;
/** Resolves products; lines whose product vanished are dropped, as WooCommerce does on load. */
export declare function viewCart(cart: CartData, productById: (id: number) => Product | undefined): CartView;
