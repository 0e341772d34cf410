/** WordPress / WooCommerce options in force on the demo store (spec s1 settings table). */
export declare const storeOptions: Readonly<Record<string, string>>;
