import { readBundleStrings } from '../../../adapters/readBundleStrings.ts';
import type { EventBus } from '../../../core/events/index.ts';

const LOGIN_FORM = 'form.login, form.woocommerce-form--login';
const TERMS = '.woocommerce-terms-and-conditions';
const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';

function isShown(element: HTMLElement): boolean {
  return element.style.display !== 'none' && !element.hidden;
}

function controlled(element: HTMLElement, fallbackId: string): string {
  if (!element.id) element.id = fallbackId;
  return element.id;
}

/**
 * The disclosure state WooCommerce's markup leaves out: the login link becomes a button that says
 * whether the form is open, and the terms link says whether the inline terms are. Run again after
 * each review refresh, since the terms come back inside the replaced payment section.
 */
function describeToggles(doc: Document): void {
  const login = doc.querySelector<HTMLElement>(LOGIN_FORM);
  for (const link of doc.querySelectorAll<HTMLElement>('a.showlogin')) {
    if (!login) continue;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-controls', controlled(login, 'wc-islands-checkout-login'));
    link.setAttribute('aria-expanded', String(isShown(login)));
  }
  const terms = doc.querySelector<HTMLElement>(TERMS);
  if (terms && !terms.hasAttribute('tabindex')) {
    // WooCommerce caps the inline terms at 200 px and scrolls them: keyboard users must be able to
    // reach the scroll box (WCAG 2.1.1), and a focusable box needs a name.
    terms.tabIndex = 0;
    terms.setAttribute('role', 'region');
    terms.setAttribute('aria-label', doc.querySelector(TERMS_LINK)?.textContent?.trim() || readBundleStrings(doc).termsFallback);
  }
  for (const link of doc.querySelectorAll<HTMLElement>(TERMS_LINK)) {
    if (!terms) continue;
    link.setAttribute('aria-controls', controlled(terms, 'wc-islands-checkout-terms'));
    link.setAttribute('aria-expanded', String(isShown(terms)));
  }
}

/** Opens or closes a hidden-by-default panel; checkout.js slides it (400 ms), we switch at once. */
function toggle(panel: HTMLElement): boolean {
  const open = !isShown(panel);
  panel.style.display = open ? 'block' : 'none';
  return open;
}

/**
 * checkout.js wc_checkout_login_form and wc_terms_toggle: 'Click here to login' shows and hides the
 * login form (scrolled into view when opened); the terms link opens the terms inline instead of the
 * terms page, when the page printed them, marking itself `--open` / `--closed` as WooCommerce does.
 * Delegated from the document: the terms are re-printed with every review refresh. The login link
 * acts as a button: the loader gives it a button's keys (cart-checkout's definition), as clicks.
 */
export function bindCheckoutToggles(form: HTMLFormElement, bus: EventBus, pending: readonly Event[] = []): () => void {
  const doc = form.ownerDocument;
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const loginLink = target?.closest<HTMLElement>('a.showlogin');
    const termsLink = target?.closest<HTMLElement>(TERMS_LINK);
    const login = doc.querySelector<HTMLElement>(LOGIN_FORM);
    const terms = doc.querySelector<HTMLElement>(TERMS);
    if (loginLink && login) {
      event.preventDefault();
      if (toggle(login)) login.scrollIntoView({ block: 'nearest' });
    } else if (termsLink && terms) {
      // Also keeps the click from ticking the checkbox whose label holds the link (checkout.js returns false).
      event.preventDefault();
      const open = toggle(terms);
      doc.querySelectorAll(TERMS_LINK).forEach((link) => {
        link.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
        link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
      });
    } else return;
    describeToggles(doc);
  };
  const onRefreshed = (): void => describeToggles(doc);
  describeToggles(doc);
  // 'Click here to login' clicked before this code arrived opens the form now.
  for (const event of pending) if (event.type === 'click') onClick(event as MouseEvent);
  doc.addEventListener('click', onClick);
  const off = bus.on('updated_checkout', onRefreshed);
  return () => {
    doc.removeEventListener('click', onClick);
    off();
  };
}
