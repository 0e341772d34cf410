import type { Json } from '../util/phpJson.ts';
import type { ShopperState } from './ShopperState.ts';
/**
 * WC_AJAX::get_refreshed_fragments payload: the core mini-cart fragment plus the two Storefront
 * adds through woocommerce_add_to_cart_fragments, in the order the fixtures show.
 */
export declare function cartFragmentsPayload(state: ShopperState, cartNonce: string): Json;
