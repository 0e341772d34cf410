// Functions installed in the page with addInitScript (serialised: self-contained, no outer references).

declare global {
  interface Window {
    __benchLcp?: number | null;
    /** When the frame after an add-to-cart button got 'loading' had been drawn (ms since navigation). */
    __benchLoadingAt?: number | null;
  }
}

/** Largest contentful paint: the last candidate before the figures are read (no input happens on those loads). */
export function installLcpProbe(): void {
  window.__benchLcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // Not supported: LCP stays unmeasured.
  }
}

/**
 * Watches every add-to-cart button from the document's start, so a click while the page still loads is timed
 * without evaluating anything in a busy page first: the frame after one of them gets 'loading' (requestAnimationFrame
 * + MessageChannel, an after-paint approximation, as the demo bench's watchAddToCart).
 */
export function installLoadingWatch(): void {
  window.__benchLoadingAt = null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (window.__benchLoadingAt === null && target.classList.contains('add_to_cart_button') && target.classList.contains('loading')) {
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => { window.__benchLoadingAt = performance.now(); };
          channel.port2.postMessage(null);
        });
        return;
      }
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
}
