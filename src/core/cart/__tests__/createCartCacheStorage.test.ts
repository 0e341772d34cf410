import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_NOTICES_FRAGMENT_KEY } from '../../constants.ts';
import { createSafeStorage } from '../../storage/index.ts';
import { createCartCacheStorage } from '../createCartCacheStorage.ts';

const keys = { fragmentName: 'wc_fragments_test', cartHashKey: 'wc_cart_hash_test' };

describe('createCartCacheStorage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores every fragment of an answer but the session notices, which show once', () => {
    const storage = createCartCacheStorage(keys, createSafeStorage(() => sessionStorage), createSafeStorage(() => localStorage));
    storage.write({
      fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>', [SESSION_NOTICES_FRAGMENT_KEY]: '<div class="wc-islands-session-notices">Added</div>' },
      cartHash: 'abc',
    }, 1);
    expect(storage.readTab().fragments).toEqual({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>' });
    expect(storage.readTab().hash).toBe('abc');
  });
});
