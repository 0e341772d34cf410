import { PIXEL_FIXTURE } from '../http/demoPixel.ts';
import { escapeAttr } from './escape.ts';
import { LEGACY_HEAD_SCRIPTS, legacyScriptTags, type LegacyScript } from './legacyScripts.ts';
import type { PageContext } from './PageContext.ts';

/**
 * `?compat=name[,name]` (third-party listeners issue): our own fixture scripts that listen to, or trigger,
 * WooCommerce's events the way popular plugins do (docs/reference/third-party-listeners.md). Each records
 * what it got on `window`, for tests/e2e/third-party-listeners.spec.ts. Printed in the footer, as plugins
 * enqueue them; a fixture that depends on jquery gets it printed first, as WordPress resolves dependencies.
 */
export interface CompatFixture {
  /** WordPress's `jquery` handle as a dependency, or none. */
  readonly deps: readonly 'jquery'[];
}

export const COMPAT_FIXTURES: Readonly<Record<string, CompatFixture>> = {
  /** Google Analytics integration: document.body.onadded_to_cart / onremoved_from_cart. */
  'ga-inline': { deps: [] },
  /** Pixels, side carts, gateways: jQuery( document.body ).on( 'added_to_cart', … ) with jquery as dependency. */
  'jquery-listener': { deps: ['jquery'] },
  /** Side carts and quick views: jQuery( document.body ).trigger( 'wc_fragment_refresh' / 'added_to_cart' ). */
  'jquery-trigger': { deps: ['jquery'] },
  /** The same, from a script without jQuery: a native event on the body. */
  'native-trigger': { deps: [] },
  /** A theme's own added_to_cart listener inserting its 'View cart' link unless one is there (OceanWP's quick view). */
  'theme-view-cart': { deps: ['jquery'] },
  /** A script declaring only jquery that calls BlockUI ($.fn.block). */
  blockui: { deps: ['jquery'] },
  /** Payment gateways (docs/reference/payment-gateways.md): a stand-in for js.stripe.com/v3, then Stripe's
   *  classic checkout and PayPal Payments' buttons. With their gateways enabled (store/demoGateways.ts). */
  'stripe-js': { deps: [] },
  'stripe-classic': { deps: ['jquery'] },
  'paypal-buttons': { deps: ['jquery'] },
  /** Facebook for WooCommerce's base pixel code: a recording `fbq` and the fragment's placeholder. Printed on
   *  every page with the demo's pixel switch (http/demoPixel.ts), whose add answers carry the pixel fragment. */
  [PIXEL_FIXTURE]: { deps: [] },
};

/** Where the demo serves a fixture, as a plugin's asset path. */
export const COMPAT_FIXTURE_PATH = '/wp-content/plugins/wc-islands-compat-fixtures/';

const byId = (id: string): LegacyScript[] => LEGACY_HEAD_SCRIPTS.filter((script) => script.id === id);

/**
 * What printing jquery brings, as the wc-islands plugin resolves it: jQuery, jQuery Migrate and BlockUI, which
 * WooCommerce has always loaded with jQuery (docs/theme-developers.md, "Third-party plugins that listen to the cart"). `?blockui=off` is the store's opt-out.
 */
function jqueryBundle(ctx: PageContext): LegacyScript[] {
  if (ctx.legacy === true) return [];
  const core = ctx.jquery ? [] : byId('jquery-core-js');
  const blockui = ctx.currentQuery.get('blockui') === 'off' ? [] : byId('wc-jquery-blockui-js');
  // A blocking script depends on them: WordPress drops BlockUI's defer strategy then, so it runs first.
  return [...core, ...byId('jquery-migrate-js'), ...blockui].map((script) => ({ ...script, defer: false }));
}

export function compatScriptTags(ctx: PageContext): string {
  const asked = (ctx.currentQuery.get('compat') ?? '').split(',').filter((name) => Object.hasOwn(COMPAT_FIXTURES, name));
  const names = [...new Set([...asked, ...(ctx.pixel === true ? [PIXEL_FIXTURE] : [])])];
  if (names.length === 0) return '';
  const needsJQuery = names.some((name) => COMPAT_FIXTURES[name]?.deps.includes('jquery'));
  const fixtures = names
    .map((name) => `<script id="wc-islands-compat-${escapeAttr(name)}-js" src="${COMPAT_FIXTURE_PATH}${escapeAttr(name)}.js?ver=1"></script>\n`)
    .join('');
  return `${needsJQuery ? legacyScriptTags(jqueryBundle(ctx)) : ''}${fixtures}`;
}
