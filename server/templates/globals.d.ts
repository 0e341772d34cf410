import type { Json } from '../util/phpJson.ts';
/** wp_localize_script() output: `<script id="{handle}-js-extra">var name = {...};` plus WP 6.9's sourceURL line. */
export declare function localizeScript(handle: string, variables: ReadonlyArray<readonly [string, Json]>): string;
/** The head globals WooCommerce prints on every storefront page (shop.html order). */
export declare function headGlobals(siteUrl: string, isCart: boolean): string;
/** Footer globals: Storefront navigation strings and WooCommerce order attribution (values as captured). */
export declare function footerGlobals(siteUrl: string): string;
export declare const ISLANDS_SCRIPT_PATH = "/wp-content/plugins/wc-islands/dist/wc-islands.js";
export declare function islandsScriptSrc(): string;
export declare function islandsScriptTag(): string;
