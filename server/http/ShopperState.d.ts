import type { User } from '../store/createUsers.ts';
import type { CartData, CartView } from '../store/cart.ts';
import type { Notice } from './notices.ts';
/** Everything known about the shopper for one request, plus the cookies the answer must set. */
export interface ShopperState {
    siteUrl: string;
    cookies: Readonly<Record<string, string | undefined>>;
    user: User | null;
    loginToken: string | null;
    /** Guest `t_<hex>` or the user id; null until a guest's first add (WooCommerce starts sessions lazily). */
    sessionKey: string | null;
    cart: CartData;
    view: CartView;
    /** Cart cookies first, then the session cookie: the order seen in add_to_cart-success.headers. */
    cartCookies: string[];
    otherCookies: string[];
    notices: Notice[];
}
