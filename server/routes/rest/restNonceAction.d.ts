import type { AdminAjaxHandler } from '../adminAjax.ts';
/**
 * `admin-ajax.php?action=rest-nonce` (wp_ajax_rest_nonce): the bare nonce as plain text, for
 * api-fetch's refresh after `rest_cookie_invalid_nonce` (spec s7). Core registers no `nopriv`
 * variant, so a guest gets admin-ajax's "0" with status 400, which the client treats as a failed
 * refresh rather than a nonce.
 */
export declare const restNonceAction: AdminAjaxHandler;
