/**
 * Notices that survive the non-JS redirect (Post/Redirect/Get). Only kinds and ids travel in the
 * cookie; the text is rendered server-side from the catalogue, so a forged cookie cannot inject markup.
 */
export type Notice =
  | { kind: 'added'; productId: number; quantity: number }
  | { kind: 'removed'; productId: number; undoUrl?: string }
  | { kind: 'restored'; productId: number }
  | { kind: 'coupon'; ok: boolean; message: string }
  | { kind: 'shipping_updated' }
  | { kind: 'out_of_stock'; productId: number }
  | { kind: 'not_enough_stock'; productId: number }
  | { kind: 'choose_options'; productId: number }
  | { kind: 'cart_updated' }
  | { kind: 'error'; code: NoticeErrorCode }
  | { kind: 'success'; code: NoticeSuccessCode };

export type NoticeErrorCode = 'login_failed' | 'register_failed' | 'bad_nonce' | 'checkout_invalid' | 'empty_cart' | 'email_taken' | 'weak_password' | 'invalid_email'
  | 'invalid_username' | 'password_current_wrong' | 'passwords_mismatch';
export type NoticeSuccessCode = 'logged_out' | 'registered' | 'account_saved' | 'address_saved';

export function encodeNotices(notices: readonly Notice[]): string {
  return Buffer.from(JSON.stringify(notices)).toString('base64url');
}

export function decodeNotices(value: string | undefined): Notice[] {
  if (value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? (parsed.filter((n) => typeof n === 'object' && n !== null && 'kind' in n) as Notice[]) : [];
  } catch {
    return [];
  }
}
