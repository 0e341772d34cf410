/** woocommerce_demo_store(): hidden until woocommerce.js (or our island) checks the dismissal cookie. */
export declare function storeNotice(text: string): string;
/** LaunchYourStore::add_coming_soon_banner_on_frontend (reference s6, newer markup with __content). */
export declare function comingSoonBanner(siteUrl: string, restUrl: string, nonce: string): string;
