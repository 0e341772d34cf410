import type { AdminAjaxHandler } from '../adminAjaxTypes.ts';
import { createRestNonce } from './restNonces.ts';

/**
 * `admin-ajax.php?action=rest-nonce` (wp_ajax_rest_nonce): the bare nonce as plain text, for
 * api-fetch's refresh after `rest_cookie_invalid_nonce` (spec s7). Core registers no `nopriv`
 * variant, so a guest gets admin-ajax's "0" with status 400, which the client treats as a failed
 * refresh rather than a nonce.
 */
export const restNonceAction: AdminAjaxHandler = ({ services, state, reply }) => {
  reply.type('text/html; charset=UTF-8');
  if (state.user === null) return reply.status(400).send('0');
  return reply.send(createRestNonce(services, state));
};
