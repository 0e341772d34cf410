import * as z from 'zod/mini';
import { CART_REDIRECT_AFTER_ADD, FRAGMENT_REQUEST_TIMEOUT_MS, LABELS } from '../core/constants.ts';
import type { AddToCartConfig, FragmentsConfig } from '../core/cart/index.ts';
import { endpointTemplate, httpUrl, localizedBoolean, localizedInteger, nonEmptyString } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

// A cart_url a browser would not treat as http(s) (`javascript:`, `data:`) is never drawn as the
// 'View cart' link nor followed after an add; relative ones are taken against the page, as a link is.
const pageBase = (): string | undefined => (typeof document === 'undefined' ? undefined : document.baseURI);

const addToCartParams = () =>
  z.object({
    wc_ajax_url: endpointTemplate(),
    cart_url: httpUrl('must be an http(s) URL', pageBase()),
    i18n_view_cart: z.optional(z.string()),
    is_cart: z.optional(localizedBoolean()),
    cart_redirect_after_add: z.optional(z.enum(['yes', 'no'])),
  });

const cartFragmentsParams = () =>
  z.object({
    wc_ajax_url: endpointTemplate(),
    fragment_name: nonEmptyString(),
    cart_hash_key: nonEmptyString(),
    request_timeout: z.optional(localizedInteger()),
  });

/** `wc_add_to_cart_params` (contract s1.1), with the spec's defaults. */
export function readAddToCartConfig(source?: object): AddToCartConfig {
  const params = readGlobal('wc_add_to_cart_params', addToCartParams(), source);
  return {
    wcAjaxUrl: params.wc_ajax_url,
    cartUrl: params.cart_url,
    viewCartText: params.i18n_view_cart || LABELS.viewCart,
    isCart: params.is_cart ?? false,
    redirectAfterAdd: params.cart_redirect_after_add ?? CART_REDIRECT_AFTER_ADD,
  };
}

/** `wc_cart_fragments_params` (contract s2.1). */
export function readFragmentsConfig(source?: object): FragmentsConfig {
  const params = readGlobal('wc_cart_fragments_params', cartFragmentsParams(), source);
  return {
    wcAjaxUrl: params.wc_ajax_url,
    fragmentName: params.fragment_name,
    cartHashKey: params.cart_hash_key,
    requestTimeoutMs: params.request_timeout || FRAGMENT_REQUEST_TIMEOUT_MS,
  };
}
