import type { Notice } from '../http/notices.ts';
import type { Product } from '../store/Product.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { paths } from './urls.ts';

/** The coupon messages the store sends (coupons.ts); a forged cookie cannot inject anything else. */
const COUPON_MESSAGES = new Set([
  'Please enter a coupon code.', 'Coupon &quot;*&quot; cannot be applied because it does not exist.', 'Coupon &quot;*&quot; has expired.',
  'Coupon code &quot;*&quot; already applied!', 'Coupon code applied successfully.', 'Coupon has been removed.',
]);

function stripCode(message: string): string {
  return message.replace(/^Coupon (code )?&quot;[^"<>]*&quot;/, 'Coupon $1&quot;*&quot;');
}

type Rendered = { type: 'success' | 'error'; html: string };

const ERROR_TEXT: Record<string, string> = {
  login_failed: '<strong>Error:</strong> The username or password you entered is incorrect.',
  register_failed: '<strong>Error:</strong> Could not create the account.',
  email_taken: '<strong>Error:</strong> An account is already registered with your email address. Please log in.',
  weak_password: '<strong>Error:</strong> Please enter an account password of at least 8 characters.',
  invalid_email: '<strong>Error:</strong> Please provide a valid email address.',
  bad_nonce: 'Your session has expired. Please try again.',
  checkout_invalid: 'Please fill in all required billing fields.',
  empty_cart: 'Your cart is currently empty.',
  // WC_Shortcode_My_Account::retrieve_password and WC_Form_Handler::save_account_details.
  invalid_username: 'Invalid username or email.',
  password_current_wrong: 'Your current password is incorrect.',
  passwords_mismatch: 'New passwords do not match.',
};

const SUCCESS_TEXT: Record<string, string> = {
  logged_out: 'You have been logged out.',
  registered: 'Your account was created. You are now logged in.',
  account_saved: 'Account details changed successfully.',
  address_saved: 'Address changed successfully.',
};

function render(siteUrl: string, notice: Notice, productById: (id: number) => Product | undefined): Rendered | null {
  const name = (id: number): string | null => {
    const product = productById(id);
    return product === undefined ? null : `&ldquo;${escapeHtml(product.name)}&rdquo;`;
  };
  const viewCart = `<a href="${escapeAttr(siteUrl + paths.cart)}" class="button wc-forward">View cart</a>`;
  switch (notice.kind) {
    case 'added': {
      const n = name(notice.productId);
      if (n === null) return null;
      const text = notice.quantity > 1 ? `${notice.quantity} &times; ${n} have been added to your cart.` : `${n} has been added to your cart.`;
      return { type: 'success', html: `${text} ${viewCart}` };
    }
    case 'removed': {
      const n = name(notice.productId);
      if (n === null) return null;
      // cart-session: "%s removed. Undo?" with the restore link cart.js follows (a.restore-item).
      const undo = notice.undoUrl === undefined ? '' : ` <a href="${escapeAttr(siteUrl + notice.undoUrl)}" class="restore-item">Undo?</a>`;
      return { type: 'success', html: `${n} removed.${undo}` };
    }
    case 'restored': {
      const n = name(notice.productId);
      return n === null ? null : { type: 'success', html: `${n} has been restored to your cart.` };
    }
    case 'coupon':
      // Messages come from coupons.ts (fixed strings, the code already escaped), never from the cookie alone.
      return { type: notice.ok ? 'success' : 'error', html: COUPON_MESSAGES.has(stripCode(notice.message)) ? notice.message : 'Something went wrong.' };
    case 'shipping_updated':
      return { type: 'success', html: 'Shipping costs updated.' };
    case 'out_of_stock': {
      const n = name(notice.productId);
      return n === null ? null : { type: 'error', html: `You cannot add ${n} to the cart because the product is out of stock.` };
    }
    case 'not_enough_stock': {
      const n = name(notice.productId);
      return n === null ? null : { type: 'error', html: `You cannot add that amount of ${n} to the cart because there is not enough stock.` };
    }
    case 'choose_options':
      // WC_Form_Handler::add_to_cart_handler_variable when no variation matches what was posted.
      return { type: 'error', html: 'Please choose product options&hellip;' };
    case 'cart_updated':
      return { type: 'success', html: 'Cart updated.' };
    case 'error':
      return { type: 'error', html: ERROR_TEXT[notice.code] ?? 'Something went wrong.' };
    case 'success':
      return { type: 'success', html: SUCCESS_TEXT[notice.code] ?? '' };
  }
}

/** wc_print_notices(): success.php divs, then one error.php list (templates/notices, reference s7.9). */
export function printNotices(siteUrl: string, notices: readonly Notice[], productById: (id: number) => Product | undefined): string {
  const rendered = notices.map((n) => render(siteUrl, n, productById)).filter((r): r is Rendered => r !== null);
  const errors = rendered.filter((r) => r.type === 'error');
  const successes = rendered.filter((r) => r.type === 'success');
  const errorList = errors.length === 0 ? ''
    : `<ul class="woocommerce-error" role="alert">\n${errors.map((e) => `\t\t\t<li>\n\t\t\t${e.html}\t\t</li>\n`).join('')}\t</ul>\n`;
  const messages = successes.map((s) => `<div class="woocommerce-message" role="alert">\n\t\t${s.html}\t</div>\n`).join('');
  return `${errorList}${messages}`;
}

/** The notices wrapper WooCommerce prints before page content, with this page's notices. */
export function noticesHtml(siteUrl: string, notices: readonly Notice[], productById: (id: number) => Product | undefined): string {
  return `<div class="woocommerce-notices-wrapper">${printNotices(siteUrl, notices, productById)}</div>`;
}
