export interface MenuItem {
    id: number;
    title: string;
    path: string;
    /** WordPress's type classes, e.g. `menu-item-type-post_type menu-item-object-page`. */
    typeClasses: string;
    children?: readonly MenuItem[];
}
/** The primary menu of the captured store, minus pages the demo does not have. */
export declare const primaryMenu: readonly MenuItem[];
export declare const secondaryMenu: readonly MenuItem[];
