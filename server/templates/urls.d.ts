/** Permalinks of the demo store (WordPress pretty permalinks, trailing slashes). */
export declare const paths: {
    home: string;
    shop: string;
    cart: string;
    checkout: string;
    myAccount: string;
    brands: string;
    product: (slug: string) => string;
    tag: (slug: string) => string;
    brand: (slug: string) => string;
    category: (path: string) => string;
    post: (slug: string) => string;
    orderReceived: (id: number, key: string) => string;
};
/** Current URL with `add-to-cart=ID` appended, as add_query_arg() builds the loop button href. */
export declare function addToCartHref(currentPath: string, currentQuery: URLSearchParams, productId: number): string;
