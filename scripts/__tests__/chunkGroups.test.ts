import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroupOf, declaredExports, definitionLoadsLate, definitionWaits, familiesOfSelector, isBarrel, isPairGroup, needsReact, partChunkName, readDefinitionSelector, readIslandFamilies, SITE_LATER, type Family, type ModuleGraph } from '../chunkGroups.ts';

/** A literal module graph: each id's static imports; importers are derived from it. */
function graphOf(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}): ModuleGraph {
  return {
    importedIds: (id) => imports[id] ?? [],
    importers: (id) => [
      ...Object.keys(imports).filter((from) => imports[from]!.includes(id)),
      ...Object.keys(dynamic).filter((from) => dynamic[from]!.includes(id)),
    ],
  };
}

const REACT = '/r/node_modules/react/index.js';
const families = new Map<string, ReadonlySet<Family>>([
  ['add-to-cart', new Set(['site'])],
  ['address-autocomplete', new Set(['checkout'])],
  ['carousel', new Set(['content'])],
  ['variations', new Set(['product'])],
  ['password-strength', new Set(['account', 'checkout'])],
  ['cart-checkout', new Set(['checkout'])],
]);

/** One family's name, or the sorted names of several, for readable expectations. */
const familiesOf = (selector: string): string => [...familiesOfSelector(selector)].sort().join(' ');

describe('familiesOfSelector', () => {
  it('puts islands mounted on body or site chrome on every page', () => {
    expect(familiesOf('body, form.checkout, form.register')).toBe('site');
    expect(familiesOf('.add_to_cart_button.ajax_add_to_cart')).toBe('site');
    expect(familiesOf('.site-header-cart')).toBe('site');
  });

  it('recognises cart and checkout, product and post-content markup', () => {
    expect(familiesOf('input#billing_address_1,input#shipping_address_1')).toBe('checkout');
    expect(familiesOf('form.woocommerce-cart-form')).toBe('checkout');
    expect(familiesOf('body.woocommerce-cart,form.checkout')).toBe('checkout');
    expect(familiesOf('form.variations_form')).toBe('product');
    expect(familiesOf('.woocommerce-product-gallery')).toBe('product');
    expect(familiesOf('[data-carousel-extra]')).toBe('content');
  });

  it('puts my account\'s forms in their own family, and an island mounting on several families\' markup in each', () => {
    expect(familiesOf('body.woocommerce-account')).toBe('account');
    expect(familiesOf('form.lost_reset_password')).toBe('account');
    expect(familiesOf('form.register #reg_password, form.checkout #account_password')).toBe('account checkout');
  });

  it('reads address forms, country and state selects included, as checkout markup wherever they are, apart from password fields', () => {
    expect(familiesOf('.country_to_state')).toBe('checkout');
    expect(familiesOf('select#billing_country.country_to_state')).toBe('checkout');
    expect(familiesOf('.woocommerce-address-fields input#billing_address_1')).toBe('checkout');
  });

  it('serves password fields where WooCommerce prints them, my account and the checkout, not every page', () => {
    expect(familiesOf('.woocommerce form .woocommerce-Input[type="password"],.woocommerce form span>input[type="password"]')).toBe('account checkout');
    expect(familiesOf('input[type=password]')).toBe('account checkout');
  });

  it('ignores what a selector excludes: the product form that is not the cart form is product markup', () => {
    expect(familiesOf('.woocommerce-product-gallery,.woocommerce-tabs,form.cart:not(.woocommerce-cart-form)')).toBe('product');
    expect(familiesOf('form.cart:not(.woocommerce-cart-form)')).toBe('product');
  });
});

describe('chunkGroupOf', () => {
  const graph = graphOf({
    '/r/src/islands/address-autocomplete/index.ts': ['/r/src/core/address/search.ts', '/r/src/core/cookies/cookies.ts'],
    '/r/src/islands/add-to-cart/index.ts': ['/r/src/core/cookies/cookies.ts'],
    '/r/src/islands/address-autocomplete/Combobox.tsx': ['/r/src/islands/address-autocomplete/useThing.ts', REACT],
    '/r/src/islands/address-autocomplete/useThing.ts': [REACT],
    '/r/src/cart-layer/cartRuntime.ts': ['/r/src/core/cart/queue.ts'],
    '/r/src/islands/variations/index.ts': ['/r/src/cart-layer/cartRuntime.ts'],
    '/r/src/island-kit/runBusy.ts': ['/r/src/core/cart/queue.ts'],
    '/r/src/islands/cart-checkout/checkout/placeOrder.ts': ['/r/src/island-kit/runBusy.ts'],
  }, {
    '/r/src/islands/address-autocomplete/index.ts': ['/r/src/islands/address-autocomplete/Combobox.tsx'],
  });

  const sharedGraph = graphOf({
    '/r/src/islands/password-strength/index.ts': ['/r/src/core/password/strengthVerdict.ts', '/r/src/core/cookies/cookies.ts'],
    '/r/src/islands/carousel/index.ts': ['/r/src/core/carousel/readImage.ts'],
    '/r/src/islands/variations/index.ts': ['/r/src/core/carousel/readImage.ts'],
    '/r/src/islands/add-to-cart/index.ts': ['/r/src/core/cookies/cookies.ts'],
    '/r/src/islands/address-autocomplete/index.ts': ['/r/src/island-kit/injectStylesheet.ts'],
    '/r/src/islands/carousel/extras.ts': ['/r/src/island-kit/injectStylesheet.ts'],
    '/r/src/islands/variations/extras.ts': ['/r/src/island-kit/injectStylesheet.ts'],
  });

  it('keeps React alone and puts every module needing React in its family\'s views chunk', () => {
    expect(chunkGroupOf(REACT, graph, families)).toBe('react');
    expect(chunkGroupOf('/r/src/islands/address-autocomplete/Combobox.tsx', graph, families)).toBe('checkout-views');
    expect(chunkGroupOf('/r/src/islands/address-autocomplete/useThing.ts', graph, families)).toBe('checkout-views');
  });

  it('gives framework-free code used by one family to that family, and shared code to site', () => {
    expect(chunkGroupOf('/r/src/islands/address-autocomplete/index.ts', graph, families)).toBe('checkout');
    expect(chunkGroupOf('/r/src/core/address/search.ts', graph, families)).toBe('checkout');
    expect(chunkGroupOf('/r/src/core/cookies/cookies.ts', graph, families)).toBe('site');
  });

  it('gives code shared by some families but not by every page to a chunk of those families', () => {
    expect(chunkGroupOf('/r/src/islands/password-strength/index.ts', sharedGraph, families)).toBe('account-checkout');
    expect(chunkGroupOf('/r/src/core/password/strengthVerdict.ts', sharedGraph, families)).toBe('account-checkout');
    expect(chunkGroupOf('/r/src/core/carousel/readImage.ts', sharedGraph, families)).toBe('content-product');
    expect(chunkGroupOf('/r/src/core/cookies/cookies.ts', sharedGraph, families)).toBe('site');
  });

  it('sends small helpers three families share to site, and names a pair\'s groups so the build captures them first', () => {
    expect(chunkGroupOf('/r/src/island-kit/injectStylesheet.ts', sharedGraph, families)).toBe('site');
    expect(isPairGroup('account-checkout')).toBe(true);
    expect(isPairGroup('content-product-views')).toBe(true);
    expect(isPairGroup('checkout')).toBe(false);
    expect(isPairGroup('checkout-views')).toBe(false);
    expect(isPairGroup('site')).toBe(false);
  });

  it('looks through shared folders to the islands that use them, and groups an island\'s page folders with it', () => {
    expect(chunkGroupOf('/r/src/cart-layer/cartRuntime.ts', graph, families)).toBe('product');
    expect(chunkGroupOf('/r/src/island-kit/runBusy.ts', graph, families)).toBe('checkout');
    expect(chunkGroupOf('/r/src/islands/cart-checkout/checkout/placeOrder.ts', graph, families)).toBe('checkout');
    expect(chunkGroupOf('/r/src/core/cart/queue.ts', graph, families)).toBe('checkout-product');
  });

  it('leaves other vendor code to the bundler', () => {
    expect(chunkGroupOf('/r/node_modules/dompurify/dist/purify.es.mjs', graph, families)).toBeNull();
  });

  it('sees React through a chain of imports', () => {
    expect(needsReact('/r/src/islands/address-autocomplete/index.ts', graph)).toBe(false);
    expect(needsReact('/r/src/islands/address-autocomplete/useThing.ts', graph)).toBe(true);
  });
});

describe('every-page code that waits, and code no island uses (issue #29)', () => {
  const siteFamilies = new Map<string, ReadonlySet<Family>>([
    ['woocommerce-general', new Set(['site'])],
    ['add-to-cart', new Set(['site'])],
    ['order-attribution', new Set(['site'])],
    ['newsletter', new Set(['site'])],
    ['cart-checkout', new Set(['checkout'])],
  ]);
  const waiting = new Set(['order-attribution', 'newsletter']);
  const graph = graphOf({
    '/r/src/islands/woocommerce-general/index.ts': ['/r/src/core/notices/notices.ts'],
    '/r/src/islands/add-to-cart/index.ts': ['/r/src/core/cart/cart.ts', '/r/src/adapters/consent.ts'],
    '/r/src/islands/order-attribution/index.ts': ['/r/src/core/attribution/trackVisit.ts', '/r/src/adapters/consent.ts', '/r/src/adapters/blockCheckout.ts'],
    '/r/src/islands/newsletter/index.ts': ['/r/src/adapters/blockCheckout.ts'],
    '/r/src/islands/newsletter/Layer.tsx': ['/r/src/islands/newsletter/propErrors.ts', REACT],
    '/r/src/islands/cart-checkout/index.ts': ['/r/src/core/attribution/trackVisit.ts'],
    '/r/src/rest/apiFetchChunk.ts': ['/r/src/core/rest/createApiFetch.ts'],
  }, {
    '/r/src/islands/newsletter/index.ts': ['/r/src/islands/newsletter/Layer.tsx'],
    '/r/src/loader/lazyApiFetch.ts': ['/r/src/rest/apiFetchChunk.ts'],
  });

  it('puts code only the every-page islands that wait use in a chunk of its own, loaded after the first islands', () => {
    expect(chunkGroupOf('/r/src/islands/order-attribution/index.ts', graph, siteFamilies, waiting)).toBe(SITE_LATER);
    expect(chunkGroupOf('/r/src/adapters/blockCheckout.ts', graph, siteFamilies, waiting)).toBe(SITE_LATER);
    expect(chunkGroupOf('/r/src/islands/newsletter/propErrors.ts', graph, siteFamilies, waiting)).toBe(SITE_LATER);
    expect(chunkGroupOf('/r/src/islands/newsletter/Layer.tsx', graph, siteFamilies, waiting)).toBe(`${SITE_LATER}-views`);
  });

  it('keeps in site what an island shown first shares with one that waits, and leaves families\' code where it was', () => {
    expect(chunkGroupOf('/r/src/adapters/consent.ts', graph, siteFamilies, waiting)).toBe('site');
    expect(chunkGroupOf('/r/src/islands/woocommerce-general/index.ts', graph, siteFamilies, waiting)).toBe('site');
    expect(chunkGroupOf('/r/src/core/attribution/trackVisit.ts', graph, siteFamilies, waiting)).toBe('site');

    expect(chunkGroupOf('/r/src/islands/cart-checkout/index.ts', graph, siteFamilies, waiting)).toBe('checkout');
  });

  it('leaves code only the loader reaches (the REST client) to a chunk of its own, not every page\'s', () => {
    expect(chunkGroupOf('/r/src/rest/apiFetchChunk.ts', graph, siteFamilies, waiting)).toBeNull();
    expect(chunkGroupOf('/r/src/core/rest/createApiFetch.ts', graph, siteFamilies, waiting)).toBeNull();
  });

  it('calls an island waiting when it loads on idle or visibility and holds no button for the shopper', () => {
    expect(definitionWaits("{ name: 'analytics', selector: 'body', when: 'idle', load }")).toBe(true);
    expect(definitionWaits("{ name: 'order-attribution', selector: 'body', load }")).toBe(true);
    expect(definitionWaits("{ name: 'newsletter', when: 'visible', capture: ['submit'], load }")).toBe(true);
    expect(definitionWaits("{ name: 'add-to-cart', when: 'visible', buttons: '.add_to_cart_button', load }")).toBe(false);
    expect(definitionWaits("{ name: 'navigation', when: 'load', load }")).toBe(false);
    expect(definitionWaits("{ name: 'header-cart', when: 'interaction', load }")).toBe(false);
  });
});

describe('a re-export barrel does not make its importers users of every section (issue #29)', () => {
  const CONSTANTS = '/r/src/core/constants.ts';
  const CHECKOUT = '/r/src/core/constants/checkout.ts';
  const LABELS = '/r/src/core/constants/labels.ts';
  const code: Record<string, string> = {
    [CONSTANTS]: "/** Every spec constant. */\nexport * from './constants/labels.ts';\nexport * from './constants/checkout.ts';\n",
    [CHECKOUT]: 'export const INLINE_ERROR_CLASS = "checkout-inline-error-message";\nexport const COUPON_ERROR_ID = "coupon-error-notice";',
    [LABELS]: 'export const LABELS = { viewCart: "View cart" };',
    '/r/src/islands/add-to-cart/index.ts': 'import { LABELS } from "../../core/constants.ts";\nexport const mount = () => LABELS.viewCart;',
    '/r/src/islands/cart-checkout/index.ts': 'import { INLINE_ERROR_CLASS, LABELS } from "../../core/constants.ts";',
    '/r/src/islands/password-strength/index.ts': 'import * as constants from "../../core/constants.ts";\nconstants.COUPON_ERROR_ID;',
  };
  const base = graphOf({
    '/r/src/islands/add-to-cart/index.ts': [CONSTANTS],
    '/r/src/islands/cart-checkout/index.ts': [CONSTANTS],
    '/r/src/islands/password-strength/index.ts': [CONSTANTS],
    [CONSTANTS]: [LABELS, CHECKOUT],
  });
  const graph: ModuleGraph = { ...base, code: (id) => code[id] ?? null };

  it('gives a section to the islands naming one of its exports, not to every importer of the barrel', () => {
    expect(chunkGroupOf(CHECKOUT, graph, families)).toBe('account-checkout');
    expect(chunkGroupOf(LABELS, graph, families)).toBe('site');
  });

  it('counts every importer of the barrel when the code is not known', () => {
    expect(chunkGroupOf(CHECKOUT, base, families)).toBe('site');
  });

  it('tells a barrel from a module with code of its own, and reads the names a module declares', () => {
    expect(isBarrel(CONSTANTS, code[CONSTANTS])).toBe(true);
    expect(isBarrel('/r/src/core/cart/index.ts', "export { createAddToCart } from './createAddToCart.ts';\nexport type { AddToCartConfig } from './types.ts';")).toBe(true);
    expect(isBarrel(CHECKOUT, code[CHECKOUT])).toBe(false);
    expect(isBarrel('/r/node_modules/zod/mini/index.js', "export * from './external.js';")).toBe(false);
    expect(declaredExports(code[CHECKOUT]!)).toEqual(['INLINE_ERROR_CLASS', 'COUPON_ERROR_ID']);
    expect(declaredExports('export async function load() {}\nexport class Queue {}\nconst local = 1;')).toEqual(['load', 'Queue']);
  });
});

describe('the part a late island fetches on demand is a chunk of its own (issue #29)', () => {
  const CART = '/r/src/islands/cart-checkout/cart-page/index.ts';
  const CHECKOUT = '/r/src/islands/cart-checkout/checkout/index.ts';
  const GALLERY = '/r/src/islands/single-product/gallery/index.ts';
  const statics: Record<string, string[]> = {
    '/r/src/loader/definitions.ts': ['/r/src/islands/cart-checkout/definition.ts', '/r/src/islands/single-product/definition.ts'],
    [CART]: ['/r/src/islands/cart-checkout/cart-page/cartLinks.ts', '/r/src/island-kit/wcNotices.ts'],
    [CHECKOUT]: ['/r/src/islands/cart-checkout/checkout/placeOrder.ts', '/r/src/island-kit/wcNotices.ts', '/r/src/adapters/formHooks.ts'],
    [GALLERY]: ['/r/src/islands/single-product/gallery/slides.ts'],
    '/r/src/islands/cart-checkout/checkout/Review.tsx': ['/r/src/islands/cart-checkout/checkout/reviewText.ts', REACT],
  };
  const dynamic: Record<string, string[]> = {
    '/r/src/islands/cart-checkout/definition.ts': ['/r/src/islands/cart-checkout/index.ts'],
    '/r/src/islands/single-product/definition.ts': ['/r/src/islands/single-product/index.ts'],
    '/r/src/islands/cart-checkout/index.ts': [CART, CHECKOUT],
    '/r/src/islands/single-product/index.ts': [GALLERY],
    [CHECKOUT]: ['/r/src/islands/cart-checkout/checkout/Review.tsx'],
  };
  const base = graphOf(statics, dynamic);
  const graph: ModuleGraph = { ...base, staticImporters: graphOf(statics).importers };
  const lateFamilies = new Map<string, ReadonlySet<Family>>([['cart-checkout', new Set(['checkout'])], ['single-product', new Set(['product'])]]);
  const late = new Set(['cart-checkout']);
  const group = (id: string): string | null => chunkGroupOf(id, graph, lateFamilies, new Set(), late);

  it('leaves what only the cart page or only the checkout uses to a chunk of that part, fetched where it mounts', () => {
    expect(group(CART)).toBeNull();
    expect(group('/r/src/islands/cart-checkout/cart-page/cartLinks.ts')).toBeNull();
    expect(group('/r/src/islands/cart-checkout/checkout/placeOrder.ts')).toBeNull();
    expect(group('/r/src/adapters/formHooks.ts')).toBeNull();
    expect(partChunkName(CART)).toBe('cart-checkout-cart-page');
    expect(partChunkName('/r/src/islands/cart-checkout/index.ts')).toBeNull();
  });

  it('keeps in the family chunk what two parts share, the dispatcher, and the views', () => {
    expect(group('/r/src/island-kit/wcNotices.ts')).toBe('checkout');
    expect(group('/r/src/islands/cart-checkout/index.ts')).toBe('checkout');
    expect(group('/r/src/islands/cart-checkout/checkout/Review.tsx')).toBe('checkout-views');
    expect(group('/r/src/islands/cart-checkout/checkout/reviewText.ts')).toBe('checkout');
  });

  it('keeps the parts of an island loaded with the page in its chunk, where one more round trip would delay them', () => {
    expect(group(GALLERY)).toBe('product');
    expect(group('/r/src/islands/single-product/gallery/slides.ts')).toBe('product');
  });

  it('calls an island late when it loads on idle or visibility, buttons or not', () => {
    expect(definitionLoadsLate("{ name: 'cart-checkout', selector: 'form.checkout', buttons: 'a.showlogin', load }")).toBe(true);
    expect(definitionLoadsLate("{ name: 'add-to-cart', when: 'visible', load }")).toBe(true);
    expect(definitionLoadsLate("{ name: 'single-product', when: 'load', load }")).toBe(false);
    expect(definitionLoadsLate("{ name: 'header-cart', when: 'interaction', load }")).toBe(false);
  });
});

describe('a page type fetches the chunks of the islands it mounts: the real definitions on captured pages (issue #29)', () => {
  const islandsDir = resolve(import.meta.dirname, '../../src/islands');
  const realFamilies = readIslandFamilies(islandsDir);
  /** The chunk an island's own code lands in (a module only that island imports), which its `load` fetches. */
  const chunkOfIsland = (island: string): string | null => chunkGroupOf(`/r/src/islands/${island}/index.ts`, graphOf({}), realFamilies);
  /** The islands whose definition selector matches a page captured from WooCommerce 11 (fixtures/real-wc), and their chunks. */
  function mountedOn(page: string): { islands: string[]; chunks: Set<string | null> } {
    // Without scripts and stylesheets, which happy-dom would try to fetch.
    const html = readFileSync(resolve(import.meta.dirname, `../../fixtures/real-wc/${page}`), 'utf8')
      .replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const islands = [...realFamilies.keys()].filter((island) => document.querySelector(readDefinitionSelector(islandsDir, island)!) !== null);
    return { islands, chunks: new Set(islands.map(chunkOfIsland)) };
  }

  it('my account\'s login page fetches the password toggle\'s chunk and not the country selects\' (address code)', () => {
    const { islands, chunks } = mountedOn('my-account.html');
    expect(islands).toContain('password-toggle');
    expect(islands).not.toContain('country-select');
    expect(chunks).toContain(chunkOfIsland('password-toggle'));
    expect(chunks).not.toContain(chunkOfIsland('country-select'));
    expect(chunks).not.toContain(chunkOfIsland('address-autocomplete'));
  });

  it('the checkout fetches both the password code (its login box) and the country selects\'', () => {
    const { islands, chunks } = mountedOn('checkout-classic.html');
    expect(islands).toEqual(expect.arrayContaining(['password-toggle', 'country-select', 'address-autocomplete', 'cart-checkout']));
    expect(chunks).toContain(chunkOfIsland('password-toggle'));
    expect(chunks).toContain(chunkOfIsland('country-select'));
  });

  it('the cart\'s shipping calculator fetches the country selects with the cart\'s own chunk, not a chunk of their own', () => {
    const { islands } = mountedOn('cart-classic.html');
    expect(islands).toEqual(expect.arrayContaining(['cart-checkout', 'country-select']));
    expect(chunkOfIsland('country-select')).toBe(chunkOfIsland('cart-checkout'));
  });
});
