import { describe, expect, it, vi } from 'vitest';
import { consentApiAvailable, hasConsent, onConsentChange } from '../consent.ts';

/** The WP Consent API's change event: an Array carrying one named key (carousel contract s4.1). */
function apiChangeEvent(category: string, value: string): CustomEvent {
  const detail: string[] & Record<string, string> = Object.assign([], { [category]: value });
  return new CustomEvent('wp_listen_for_consent_change', { detail });
}

describe('consent', () => {
  it('assumes consent when no consent API is on the page', () => {
    expect(consentApiAvailable({})).toBe(false);
    expect(hasConsent('marketing', {})).toBe(true);
  });

  it("asks wp_has_consent for the category, and treats its failure as no consent", () => {
    const source = { wp_has_consent: (category: string) => category === 'statistics' };
    expect(hasConsent('statistics', source)).toBe(true);
    expect(hasConsent('marketing', source)).toBe(false);
    expect(hasConsent('marketing', { wp_has_consent: () => { throw new Error('boom'); } })).toBe(false);
  });

  it("hears the API's Array detail and other managers' plain objects for its own category only", () => {
    const target = new EventTarget();
    const listener = vi.fn();
    onConsentChange('marketing', listener, target, {});
    target.dispatchEvent(apiChangeEvent('statistics', 'allow'));
    target.dispatchEvent(apiChangeEvent('marketing', 'allow'));
    target.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { functional: 'allow', marketing: 'deny' } }));
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('re-reads consent when the consent type gets defined, and stops when unsubscribed', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = onConsentChange('marketing', listener, target, { wp_has_consent: () => true });
    target.dispatchEvent(new Event('wp_consent_type_defined'));
    stop();
    target.dispatchEvent(new Event('wp_consent_type_defined'));
    target.dispatchEvent(apiChangeEvent('marketing', 'deny'));
    expect(listener.mock.calls).toEqual([[true]]);
  });
});
