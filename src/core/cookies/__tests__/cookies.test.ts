import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../cookies.ts';

/** Makes every access to document.cookie throw, as in a sandboxed iframe. */
function blockCookies(): () => void {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    set() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  // Deleting the own property uncovers the prototype's real accessor again.
  return () => {
    delete (document as { cookie?: string }).cookie;
  };
}

afterEach(() => {
  for (const name of ['woocommerce_items_in_cart', 'store_notice', 'wc_cart_note']) removeCookie(name);
});

describe('cookies', () => {
  it('reads the cart cookies the server set', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    expect(readCookie('woocommerce_items_in_cart')).toBe('1');
    expect(readCookie('woocommerce_cart_hash')).toBeUndefined();
  });

  it('writes a store-notice dismissal that a later read sees, then removes it', () => {
    expect(writeCookie('store_notice', 'hidden', { path: '/' })).toBe(true);
    expect(document.cookie).toContain('store_notice=hidden');
    expect(readCookie('store_notice')).toBe('hidden');
    expect(removeCookie('store_notice', { path: '/' })).toBe(true);
    expect(readCookie('store_notice')).toBeUndefined();
  });

  it('round-trips values with characters that need encoding', () => {
    writeCookie('wc_cart_note', 'a;b c=d');
    expect(readCookie('wc_cart_note')).toBe('a;b c=d');
  });

  it('never throws when the browser refuses cookie access', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    const restore = blockCookies();
    try {
      expect(() => document.cookie).toThrow();
      expect(readCookie('woocommerce_items_in_cart')).toBeUndefined();
      expect(writeCookie('store_notice', 'hidden', { path: '/' })).toBe(false);
      expect(removeCookie('woocommerce_items_in_cart')).toBe(false);
    } finally {
      restore();
    }
    expect(readCookie('woocommerce_items_in_cart')).toBe('1');
  });
});
