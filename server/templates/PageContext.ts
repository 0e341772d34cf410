import type { DemoLocale } from '../http/demoLocale.ts';
import type { DemoTheme } from '../http/demoTheme.ts';
import type { NewsletterFlash } from '../newsletter/newsletterFlash.ts';
import type { CartView } from '../store/cart.ts';
import type { User } from '../store/createUsers.ts';

/** What every page template needs about the request, built by routes/pageContext.ts. */
export interface PageContext {
  siteUrl: string;
  currentPath: string;
  currentQuery: URLSearchParams;
  /** false for `?islands=off`: the same page without the wc-islands module script. */
  islands: boolean;
  /** `?ver=` of the loader: changes with every build (see routes/bundleVersion.ts). */
  islandsVersion: string;
  /** The loader chunk the entry imports (`chunks/loader-<hash>.js`), preloaded; '' for none. */
  islandsLoaderChunk?: string;
  /**
   * true for `?jquery=1`: WordPress's jQuery is printed in the head, as on a store where another
   * plugin still depends on it. Tests use it to check the jQuery event bridge and legacy handlers.
   */
  jquery: boolean;
  /**
   * true for `?legacy=1` (benchmark baseline): the jQuery-era libraries WooCommerce ships (jQuery,
   * jQuery Migrate, BlockUI, js-cookie, sourcebuster) printed as WooCommerce prints them.
   */
  legacy?: boolean;
  view: CartView;
  /** Printed the same for every guest (issue #27, server/http/neutralPages.ts): empty cart, no notices. */
  neutral?: boolean;
  /** `_wpnonce` for cart remove links (action woocommerce-cart). */
  cartNonce: string;
  user: User | null;
  /** Rendered success/error notices for this page. */
  noticesHtml: string;
  storeName: string;
  tagline: string;
  /** Text of the store-wide notice, or null when it is switched off. */
  storeNotice: string | null;
  /** Coming-soon footer banner data, only for a logged-in store admin on store pages. */
  comingSoon: { restUrl: string; nonce: string } | null;
  /** `wp_rest` nonce (for later REST-backed islands); '' for guests without a session. */
  restNonce: string;
  /** The demo's theme switch (server/http/demoTheme.ts); absent or null for Storefront. */
  theme?: DemoTheme | null;
  /** The demo's Facebook pixel switch (server/http/demoPixel.ts): its stand-in is printed on the page. */
  pixel?: boolean;
  /** The demo's language switch (server/http/demoLocale.ts); absent or null for English. */
  locale?: DemoLocale | null;
  /** Outcome of a sign-up posted without JavaScript, shown in the newsletter widget once. */
  newsletter?: NewsletterFlash | null;
}
