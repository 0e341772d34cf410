import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ATTRIBUTION_FIELDS, documentCookieJar, removeTrackingCookies } from '../../../core/attribution/index.ts';
import { createEventBus } from '../../../core/events/index.ts';
import { createIslandScanner } from '../../../core/scanner/index.ts';
import { isIslandConfigError } from '../../../core/scanner/index.ts';
import type { IslandContext, IslandModule } from '../../../core/scanner/index.ts';
import { definition } from '../definition.ts';

/** Classic checkout form as WooCommerce 11 prints it: five groups, one per hook (fixtures/real-wc/checkout-classic.html, trimmed). */
const CHECKOUT_FORM = `
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="Checkout">
  <div class="col2-set" id="customer_details">
    <div class="col-1"><wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields"><h3>Billing details</h3>
      <p class="form-row"><label for="billing_first_name">First name</label><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" value=""></p>
      <wc-order-attribution-inputs></wc-order-attribution-inputs></div></div>
    <div class="col-2"><wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-shipping-fields"></div>
      <div class="woocommerce-additional-fields"><wc-order-attribution-inputs></wc-order-attribution-inputs></div></div>
  </div>
  <wc-order-attribution-inputs></wc-order-attribution-inputs>
  <h3 id="order_review_heading">Your order</h3>
</form>`;

/** My Account register form (fixtures/real-wc/my-account.html, trimmed). */
const REGISTER_FORM = `
<form method="post" class="woocommerce-form woocommerce-form-register register">
  <p><label for="reg_email">Email address</label><input type="email" name="email" id="reg_email"></p>
  <wc-order-attribution-inputs></wc-order-attribution-inputs>
  <button type="submit" name="register" value="Register">Register</button>
</form>`;

/** An older WooCommerce checkout printing the inputs itself (contract s4.3, PHP @ 39dbaa57). */
const OLD_PHP_FORM = `
<form name="checkout" class="checkout woocommerce-checkout">
  ${Object.keys(DEFAULT_ATTRIBUTION_FIELDS).map((field) => `<input type="hidden" name="wc_order_attribution_${field}" value="" />`).join('')}
</form>`;

const globalConfig = (params: Record<string, unknown> = {}) => ({
  params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true, ...params },
  fields: { ...DEFAULT_ATTRIBUTION_FIELDS },
});

const SHOP = 'https://www.shop.test/';
const jar = () => documentCookieJar(document);

/** The island context of the page open now: a fresh page state with each openPage. */
let context: IslandContext = pageContext();

function pageContext(): IslandContext {
  return { name: 'order-attribution', pending: [], scan: () => undefined, page: {} } as unknown as IslandContext;
}

/** Opens a page: a fresh page state, the URL, the referrer and the markup. */
async function openPage(url: string, html: string, referrer = ''): Promise<IslandModule> {
  // happy-dom's test window, not typed on the DOM lib's Window.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  document.body.innerHTML = html;
  context = pageContext();
  return (await import('../index.ts')) as IslandModule;
}

async function mountAll(island: IslandModule): Promise<void> {
  await island.mount(document.body, context);
  for (const element of document.querySelectorAll<HTMLElement>('form.checkout, form.register, wc-order-attribution-inputs')) {
    await island.mount(element, context);
  }
}

const input = (form: Element, field: string) => form.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);
const sbjsCookies = () => document.cookie.split('; ').filter((cookie) => cookie.startsWith('sbjs_'));

beforeEach(() => {
  vi.stubGlobal('wc_order_attribution', globalConfig());
});
afterEach(() => {
  removeTrackingCookies(jar(), window.location.hostname);
  document.body.innerHTML = '';
});

describe('order-attribution island', () => {
  it('writes one group of 16 hidden inputs per checkout form, keeping only its first group', async () => {
    const island = await openPage(`${SHOP}checkout/?utm_source=google&utm_medium=cpc`, CHECKOUT_FORM);
    await mountAll(island);
    const form = document.querySelector('form.checkout')!;
    expect(form.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(16);
    expect(form.querySelector('#customer_details .col-1 > wc-order-attribution-inputs')?.children).toHaveLength(16);
    expect(input(form, 'source_type')?.value).toBe('utm');
    expect(input(form, 'utm_source')?.value).toBe('google');
    expect(input(form, 'session_entry')?.value).toBe(`${SHOP}checkout/?utm_source=google&utm_medium=cpc`);
    expect(input(form, 'session_start_time')?.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(new FormData(form as HTMLFormElement).get('wc_order_attribution_utm_medium')).toBe('cpc');
  });

  it('records the page view on every page, forms or not, and counts pages per session', async () => {
    await (await openPage(`${SHOP}?utm_source=newsletter`, '<p>Home</p>')).mount(document.body, context);
    await (await openPage(`${SHOP}shop/`, '<p>Shop</p>', SHOP)).mount(document.body, context);
    const island = await openPage(`${SHOP}my-account/`, REGISTER_FORM, `${SHOP}shop/`);
    await mountAll(island);
    const form = document.querySelector('form.register')!;
    expect(input(form, 'session_pages')?.value).toBe('3');
    expect(input(form, 'session_count')?.value).toBe('1');
    expect(input(form, 'utm_source')?.value).toBe('newsletter');
  });

  it('counts the page once however many mount points and consent calls there are', async () => {
    const island = await openPage(SHOP, CHECKOUT_FORM + REGISTER_FORM);
    await mountAll(island);
    const api = (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution;
    api.setOrderTracking(true);
    expect(input(document.querySelector('form.checkout')!, 'session_pages')?.value).toBe('1');
  });

  it('keeps a value carrying markup inert', async () => {
    const payload = '"><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    const island = await openPage(`${SHOP}checkout/?utm_source=${encodeURIComponent(payload)}`, CHECKOUT_FORM);
    await mountAll(island);
    const form = document.querySelector('form.checkout')!;
    expect(input(form, 'utm_source')?.value).toBe(payload);
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(form.querySelectorAll('input')).toHaveLength(17);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('writes no cookies and empty inputs when consent is denied, clearing earlier cookies', async () => {
    document.cookie = 'sbjs_current=typ%3Dutm; path=/';
    vi.stubGlobal('wp_has_consent', (category: string) => category !== 'marketing');
    const island = await openPage(`${SHOP}checkout/?utm_source=google`, CHECKOUT_FORM);
    await mountAll(island);
    const form = document.querySelector('form.checkout')!;
    expect(sbjsCookies()).toEqual([]);
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(16);
    expect([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].every((hidden) => hidden.value === '')).toBe(true);
  });

  it('starts tracking when consent is granted later, without a reload', async () => {
    let granted = false;
    vi.stubGlobal('wp_has_consent', () => granted);
    const island = await openPage(`${SHOP}checkout/?utm_source=google`, CHECKOUT_FORM);
    await mountAll(island);
    const form = document.querySelector('form.checkout')!;
    expect(input(form, 'source_type')?.value).toBe('');
    granted = true;
    const detail = Object.assign([], { marketing: 'allow' });
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
    expect(input(form, 'source_type')?.value).toBe('utm');
    expect(sbjsCookies().length).toBeGreaterThan(0);
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(input(form, 'source_type')?.value).toBe('');
    expect(sbjsCookies()).toEqual([]);
  });

  it("honours the store's allowTracking and setOrderTracking on window.wc_order_attribution", async () => {
    vi.stubGlobal('wc_order_attribution', globalConfig({ allowTracking: false }));
    const island = await openPage(`${SHOP}checkout/?utm_source=google`, CHECKOUT_FORM);
    await mountAll(island);
    const global = (window as unknown as { wc_order_attribution: { params: { allowTracking: boolean }; setOrderTracking(allow: boolean): void; getAttributionData(): Record<string, string | null> } }).wc_order_attribution;
    const form = document.querySelector('form.checkout')!;
    expect(sbjsCookies()).toEqual([]);
    expect(global.getAttributionData().source_type).toBeNull();
    global.setOrderTracking(true);
    expect(global.params.allowTracking).toBe(true);
    expect(input(form, 'utm_source')?.value).toBe('google');
    expect(global.getAttributionData().utm_source).toBe('google');
    global.setOrderTracking(false);
    expect(sbjsCookies()).toEqual([]);
    expect(input(form, 'utm_source')?.value).toBe('');
    expect(Object.values(global.getAttributionData()).every((value) => value === null)).toBe(true);
  });

  it('hands the values to the block checkout, again when tracking changes', async () => {
    const setData = vi.fn();
    vi.stubGlobal('wp', { data: { dispatch: () => ({ __internalSetExtensionData: setData }) } });
    vi.stubGlobal('wc', { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } });
    const island = await openPage(`${SHOP}checkout/?gclid=abc`, '<div class="wp-block-woocommerce-checkout"></div>');
    await island.mount(document.body, context);
    expect(setData).toHaveBeenLastCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'google', utm_campaign: 'google_cpc' }), true);
    (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false);
    expect(setData).toHaveBeenLastCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: null }), true);
  });

  it('keeps one group per page, as WooCommerce 11.0.1 does: the checkout form\'s, else the first', async () => {
    const loose = '<wc-order-attribution-inputs id="first"></wc-order-attribution-inputs><wc-order-attribution-inputs id="second"></wc-order-attribution-inputs>';
    const island = await openPage(SHOP, loose + CHECKOUT_FORM + REGISTER_FORM);
    await mountAll(island);
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(document.querySelector('form.checkout wc-order-attribution-inputs')?.querySelectorAll('input')).toHaveLength(16);
    expect(input(document.querySelector('form.checkout')!, 'source_type')?.value).toBe('typein');
    expect(document.querySelector('form.register wc-order-attribution-inputs')).toBeNull();
  });

  it('without a checkout form keeps the first group of the page and removes the others', async () => {
    const loose = '<wc-order-attribution-inputs id="first"></wc-order-attribution-inputs><wc-order-attribution-inputs id="second"></wc-order-attribution-inputs>';
    const island = await openPage(SHOP, loose + REGISTER_FORM);
    await mountAll(island);
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(document.querySelector('#first')?.querySelectorAll('input')).toHaveLength(16);
  });

  it('gives a form a theme printed without a group exactly one group of 16 inputs', async () => {
    const island = await openPage(SHOP, '<form method="post" class="woocommerce-form woocommerce-form-register register"><input type="email" name="email"></form>');
    await mountAll(island);
    const form = document.querySelector('form.register')!;
    expect(form.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(form.querySelector('wc-order-attribution-inputs')?.querySelectorAll('input[type="hidden"]')).toHaveLength(16);
  });

  it('updates inputs an older WooCommerce printed instead of adding more', async () => {
    const island = await openPage(SHOP, OLD_PHP_FORM);
    await mountAll(island);
    const form = document.querySelector('form.checkout')!;
    expect(form.querySelectorAll('input')).toHaveLength(16);
    expect(form.querySelector('wc-order-attribution-inputs')).toBeNull();
    expect(input(form, 'utm_source')?.value).toBe('(direct)');
  });

  it('does nothing, quietly, when the store has attribution off', async () => {
    vi.stubGlobal('wc_order_attribution', undefined);
    const island = await openPage(`${SHOP}?utm_source=google`, CHECKOUT_FORM);
    await mountAll(island);
    expect(sbjsCookies()).toEqual([]);
    expect(document.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('throws an IslandConfigError naming the key when the global is malformed', async () => {
    vi.stubGlobal('wc_order_attribution', { params: { lifetime: 1e-5, session: 30 }, fields: {} });
    const island = await openPage(SHOP, CHECKOUT_FORM);
    let error: unknown;
    try {
      await island.mount(document.body, context);
    } catch (caught) {
      error = caught;
    }
    expect(isIslandConfigError(error) && error.message).toMatch(/^wc_order_attribution\.params\.allowTracking/);
  });

  it('mounts through the loader on body and on the forms WooCommerce prints', async () => {
    await openPage(`${SHOP}my-account/?utm_source=x`, REGISTER_FORM);
    const scanner = createIslandScanner({
      definitions: [definition],
      bus: createEventBus(),
      environment: { requestIdleCallback: (callback) => void Promise.resolve().then(callback) },
      logger: { error: vi.fn() },
    });
    scanner.start();
    await vi.waitFor(() => expect(scanner.mounted().map(({ element }) => element.localName).sort()).toEqual(['body', 'form', 'wc-order-attribution-inputs']));
    expect(input(document.querySelector('form.register')!, 'utm_source')?.value).toBe('x');
    scanner.stop();
  });
});
