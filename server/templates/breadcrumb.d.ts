export interface Crumb {
    label: string;
    /** Absolute URL; the last crumb never links. */
    url?: string;
}
/** The store renames the home crumb (spec s1: bilingual breadcrumbs read "Shop / Tienda"). */
export declare const HOME_CRUMB_LABEL = "Shop / Tienda";
/** Storefront's breadcrumb: `nav.woocommerce-breadcrumb` with " / " separators in spans. */
export declare function breadcrumb(siteUrl: string, trail: readonly Crumb[]): string;
