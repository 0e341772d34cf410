import { AJAX_ENDPOINT_PLACEHOLDER } from '../constants.ts';

/**
 * `wc_ajax_url` with its placeholder replaced by the endpoint. Like WooCommerce's scripts, only the
 * first occurrence is replaced (contract s0.1): a filter may have put the placeholder in a path too.
 */
export function ajaxEndpoint(wcAjaxUrl: string, endpoint: string): string {
  return wcAjaxUrl.replace(AJAX_ENDPOINT_PLACEHOLDER, endpoint);
}
