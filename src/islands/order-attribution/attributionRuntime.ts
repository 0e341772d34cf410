import { getAttributionData, type AttributionSnapshot, type AttributionValues, type OrderAttributionConfig } from '../../core/attribution/index.ts';
import { INPUTS_ELEMENT, syncAttributionInputs } from './syncAttributionInputs.ts';

/** The page's pieces the runtime needs, handed in (adapters in production, literals in tests). */
export interface AttributionRuntimeDeps {
  readonly config: OrderAttributionConfig;
  /** Records this page view and returns the parsed cookies. */
  track(): AttributionSnapshot;
  /** Expires the tracking cookies. */
  clear(): void;
  /** The visitor's consent for `config.consentCategory` now (true without a consent API). */
  hasConsent(): boolean;
  /** Subscribes to consent changes of that category. */
  onConsentChange(listener: (granted: boolean) => void): () => void;
  /** Hands the values to the block checkout, if any. */
  publish(values: AttributionValues): void;
  /** Calls back once when a block checkout appears after us. */
  onCheckoutReady(callback: () => void): () => void;
  /** Mirrors the state into the global's `params.allowTracking`. */
  recordAllowTracking(allow: boolean): void;
}

export interface AttributionRuntime {
  /** Registers a mount point; forms and groups get inputs, any other element only starts tracking. */
  attach(element: HTMLElement): () => void;
  /** WooCommerce's `setOrderTracking` (contract s4.4; spec s4 "Order attribution"). */
  setOrderTracking(allow: boolean): void;
  /** The values now, one per field. */
  values(): AttributionValues;
}

/**
 * Order attribution for one page: tracks once, with consent, and keeps every registered form's
 * hidden inputs and the block checkout in step with the tracking state.
 */
export function createAttributionRuntime(deps: AttributionRuntimeDeps): AttributionRuntime {
  const { config } = deps;
  const targets = new Set<HTMLElement>();
  let snapshot: AttributionSnapshot | null = null;
  let values = getAttributionData(config.fields, null);

  const render = (): void => syncAttributionInputs(targets, values, config.prefix);

  function setOrderTracking(allow: boolean): void {
    deps.recordAllowTracking(allow);
    if (!allow) {
      deps.clear();
      snapshot = null;
    } else {
      // Deliberate difference: WooCommerce re-ran sourcebuster on every call, so each consent event
      // counted one more page. Here a page is counted once; only a fresh start after clearing tracks again.
      snapshot ??= deps.track();
    }
    values = getAttributionData(config.fields, snapshot);
    render();
    deps.publish(values);
  }

  setOrderTracking(config.allowTracking && deps.hasConsent());
  deps.onConsentChange(setOrderTracking);
  deps.onCheckoutReady(() => deps.publish(values));

  return {
    attach(element) {
      if (element.localName !== 'form' && element.localName !== INPUTS_ELEMENT) return () => undefined;
      targets.add(element);
      render();
      return () => targets.delete(element);
    },
    setOrderTracking,
    values: () => values,
  };
}
