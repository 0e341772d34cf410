/** WordPress / WooCommerce options in force on the demo store (spec s1 settings table). */
export const storeOptions: Readonly<Record<string, string>> = {
  blogname: 'Skyline Drone Supply',
  blogdescription: 'Agricultural, mapping, FPV and camera drones & spare parts',
  woocommerce_currency: 'USD',
  timezone_string: '-05:00',
  woocommerce_demo_store: 'yes',
  woocommerce_demo_store_notice: 'Spraying season sale: free ground shipping on spare-part orders over $150 — ends May 31.',
  woocommerce_coming_soon: 'yes',
  woocommerce_store_pages_only: 'yes',
  woocommerce_enable_ajax_add_to_cart: 'yes',
  woocommerce_cart_redirect_after_add: 'no',
};
