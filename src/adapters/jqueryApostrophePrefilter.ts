import { getPageJQuery } from './jquery.ts';

type AjaxOptions = { data?: unknown; wc_encode_apostrophes?: unknown };
type JQueryWithPrefilter = { ajaxPrefilter?: (handler: (options: AjaxOptions) => void) => void; scroll_to_notices?: unknown };

const registered = new WeakSet<object>();

/**
 * woocommerce.js registers one jQuery ajax prefilter: a request that opts in with the
 * `wc_encode_apostrophes` option has the `'` of its serialized body sent as `%27` (jQuery leaves `'`
 * literal, and some WAF rules reject bodies with apostrophes; WooCommerce #40791). WooCommerce's cart
 * script opts in for its requests. Facts from WooCommerce's own unit tests of woocommerce.js
 * (plugins/woocommerce/client/legacy/js/frontend/test/): registered once when the script loads; only
 * string data of opted-in requests changes (`%` already in the body stays as is, FormData is left
 * alone); the caller's original options are not touched. Where the bundle replaces woocommerce.js and
 * jQuery is on the page we register the same, once per jQuery; jQuery may arrive after this bundle,
 * so it is tried again on window load. A page still running woocommerce.js (which defined
 * `jQuery.scroll_to_notices`) keeps its own.
 */
export function registerApostrophePrefilter(): () => void {
  const register = (): void => {
    const jq = getPageJQuery() as (JQueryWithPrefilter & object) | undefined;
    if (!jq || registered.has(jq) || typeof jq.ajaxPrefilter !== 'function') return;
    registered.add(jq);
    if (typeof jq.scroll_to_notices === 'function') return;
    jq.ajaxPrefilter((options) => {
      if (options.wc_encode_apostrophes && typeof options.data === 'string') options.data = options.data.replace(/'/g, '%27');
    });
  };
  register();
  window.addEventListener('load', register, { once: true });
  return () => window.removeEventListener('load', register);
}
