export interface MenuItem {
  id: number;
  title: string;
  path: string;
  /** WordPress's type classes, e.g. `menu-item-type-post_type menu-item-object-page`. */
  typeClasses: string;
  children?: readonly MenuItem[];
}

const PAGE = 'menu-item-type-post_type menu-item-object-page';
const CAT = 'menu-item-type-taxonomy menu-item-object-product_cat';

/** The primary menu of the captured store, minus pages the demo does not have. */
export const primaryMenu: readonly MenuItem[] = [
  { id: 301, title: 'Home', path: '/', typeClasses: 'menu-item-type-custom menu-item-object-custom menu-item-home' },
  {
    id: 302, title: 'Shop', path: '/shop/', typeClasses: PAGE, children: [
      { id: 303, title: 'Agricultural Drones', path: '/product-category/drones/agricultural-drones/', typeClasses: CAT },
      { id: 304, title: 'Mapping Drones', path: '/product-category/drones/mapping-drones/', typeClasses: CAT },
      { id: 305, title: 'FPV Drones', path: '/product-category/drones/fpv-drones/', typeClasses: CAT },
      { id: 306, title: 'Camera Drones', path: '/product-category/drones/camera-drones/', typeClasses: CAT },
      {
        id: 307, title: 'Spare Parts', path: '/product-category/spare-parts/', typeClasses: CAT, children: [
          { id: 308, title: 'Frames & Arms', path: '/product-category/spare-parts/frames-arms/', typeClasses: CAT },
          { id: 309, title: 'Spraying System', path: '/product-category/spare-parts/spraying-system/', typeClasses: CAT },
          { id: 310, title: 'Propulsion', path: '/product-category/spare-parts/propulsion/', typeClasses: CAT },
          { id: 311, title: 'Batteries & Chargers', path: '/product-category/spare-parts/batteries-chargers/', typeClasses: CAT },
        ],
      },
    ],
  },
  { id: 312, title: 'Brands', path: '/brands/', typeClasses: PAGE },
  { id: 313, title: 'Field report', path: '/field-day-spraying-soybeans/', typeClasses: 'menu-item-type-post_type menu-item-object-post' },
];

export const secondaryMenu: readonly MenuItem[] = [
  { id: 320, title: 'My account', path: '/my-account/', typeClasses: PAGE },
  { id: 321, title: 'Checkout', path: '/checkout/', typeClasses: PAGE },
];
