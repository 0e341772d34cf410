import * as z from 'zod/mini';
import { CART_REDIRECT_AFTER_ADD, FRAGMENT_REQUEST_TIMEOUT_MS, LABELS } from '../core/constants.ts';
import type { AddToCartConfig, FragmentsConfig } from '../core/cart/index.ts';
import { endpointTemplate, localizedBoolean, localizedInteger } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

const addToCartParams = z.object({
  wc_ajax_url: endpointTemplate,
  cart_url: z.string(),
  i18n_view_cart: z.optional(z.string()),
  is_cart: z.optional(localizedBoolean),
  cart_redirect_after_add: z.optional(z.enum(['yes', 'no'])),
});

const cartFragmentsParams = z.object({
  wc_ajax_url: endpointTemplate,
  fragment_name: z.string().check(z.minLength(1)),
  cart_hash_key: z.string().check(z.minLength(1)),
  request_timeout: z.optional(localizedInteger),
});

/** `wc_add_to_cart_params` (contract s1.1), with the spec's defaults. */
export function readAddToCartConfig(source?: object): AddToCartConfig {
  const params = readGlobal('wc_add_to_cart_params', addToCartParams, source);
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
  const params = readGlobal('wc_cart_fragments_params', cartFragmentsParams, source);
  return {
    wcAjaxUrl: params.wc_ajax_url,
    fragmentName: params.fragment_name,
    cartHashKey: params.cart_hash_key,
    requestTimeoutMs: params.request_timeout || FRAGMENT_REQUEST_TIMEOUT_MS,
  };
}
