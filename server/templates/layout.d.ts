import type { Crumb } from './breadcrumb.ts';
import type { PageContext } from './PageContext.ts';
/** Where WordPress serves jQuery core; the demo serves the same version from npm. */
export declare const JQUERY_PATH = "/wp-includes/js/jquery/jquery.min.js";
export declare const STYLESHEET_PATH = "/wp-content/themes/storefront-lite/storefront-lite.css";
export interface PageShell {
    /** Page title before " – Store name"; null on the home page (store name – tagline). */
    title: string | null;
    /** WordPress body classes for this template (archive, single-product, woocommerce-cart, …). */
    bodyClasses: readonly string[];
    /** Trail after the home crumb; null hides the breadcrumb (home page). */
    breadcrumb: readonly Crumb[] | null;
    /** Markup inside `main#main`. */
    main: string;
    /** Extra localize blocks printed in the head after the WooCommerce ones. */
    headScripts?: string;
    /** Markup printed before the footer globals (e.g. the Jetpack carousel skeleton and its strings). */
    footerMarkup?: string;
    /** Store pages get the coming-soon banner for admins (woocommerce_store_pages_only). */
    storePage?: boolean;
}
export declare function layout(ctx: PageContext, shell: PageShell): string;
