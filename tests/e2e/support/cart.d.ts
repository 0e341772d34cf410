import { type Locator, type Page, type Request } from '@playwright/test';
/** The loop add-to-cart buttons (links with role=button), by their WooCommerce aria-label. */
export declare function addToCartButtons(page: Page): Locator;
/** The product name inside an add-to-cart button's aria-label: `Add to cart: “Name”`. */
export declare function productNameOf(button: Locator): Promise<string>;
/** Brings the button into view and waits for its island (buttons load their code when visible). */
export declare function mountedButton(button: Locator): Promise<Locator>;
/** Records the wc-ajax requests of one endpoint, in the order the browser sent them. */
export declare function recordWcAjax(page: Page, endpoint: string): Request[];
/** The field of a form-encoded request body. */
export declare function formField(request: Request, name: string): string | null;
/** The server's cart, read from the classic cart page: product name -> quantity. */
export declare function serverCart(page: Page): Promise<Record<string, number>>;
/** Header cart count text, e.g. '2 items'. */
export declare function headerCount(page: Page): Locator;
/** Makes every wc-ajax answer of the page's context carry a fault (demo store fault switch). */
export declare function setFault(page: Page, spec: string): Promise<void>;
/**
 * The first `count` add-to-cart buttons whose product can take `quantity` more in the cart: the store
 * manages stock for some products (a sixth add of a product with 5 in stock is refused, as in WooCommerce).
 */
export declare function buttonsWithStock(page: Page, count: number, quantity: number): Promise<Locator[]>;
