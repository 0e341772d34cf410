/**
 * The WP Consent API, read at call time because its script may run after ours (carousel contract
 * s4.1, s4.3; woocommerce-contract s4.6). With no consent API on the page, consent is assumed.
 */

type HasConsent = (category: string) => unknown;

/** Fired on `document` when the visitor changes a category; detail maps category → 'allow' | 'deny'. */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
/** Fired on `document` when the consent manager has set `window.wp_consent_type`. */
export const CONSENT_TYPE_DEFINED_EVENT = 'wp_consent_type_defined';

function consentFunction(source: object): HasConsent | undefined {
  const candidate = (source as { wp_has_consent?: unknown }).wp_has_consent;
  return typeof candidate === 'function' ? (candidate as HasConsent) : undefined;
}

/** Whether a consent API is on the page. */
export function consentApiAvailable(source: object = globalThis): boolean {
  return consentFunction(source) !== undefined;
}

/** The visitor's consent for a category; true when no consent API is present (spec s4). */
export function hasConsent(category: string, source: object = globalThis): boolean {
  const check = consentFunction(source);
  if (!check) return true;
  try {
    return Boolean(check(category));
  } catch {
    return false;
  }
}

/**
 * Calls `listener(granted)` whenever the category's consent changes or the consent type gets
 * defined. Returns an unsubscribe.
 */
export function onConsentChange(
  category: string,
  listener: (granted: boolean) => void,
  target: EventTarget = document,
  source: object = globalThis,
): () => void {
  const onChange = (event: Event): void => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    // The API's detail is an Array carrying a named key; other managers send plain objects with
    // several keys. Own keys cover both.
    if (Object.prototype.hasOwnProperty.call(detail, category)) {
      listener((detail as Record<string, unknown>)[category] === 'allow');
    }
  };
  const onTypeDefined = (): void => listener(hasConsent(category, source));
  target.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  target.addEventListener(CONSENT_TYPE_DEFINED_EVENT, onTypeDefined);
  return () => {
    target.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    target.removeEventListener(CONSENT_TYPE_DEFINED_EVENT, onTypeDefined);
  };
}
