import { CART_HASH_COOKIE } from '../constants.ts';
import type { CartSnapshot } from './checkAdd.ts';

/** The cart as this page knows it: the hash cookie the server set last, and the mini-cart on the page. */
export function readCartSnapshot(root: ParentNode, readCookie: (name: string) => string | undefined, storedMiniCart?: string): CartSnapshot {
  return {
    hash: readCookie(CART_HASH_COOKIE) ?? '',
    miniCart: root.querySelector('.widget_shopping_cart_content')?.outerHTML ?? storedMiniCart,
  };
}
