/**
 * WooCommerce Analytics' direct mode (contract s4.3): events go to `window._wca`, the queue the
 * stats script (`stats.wp.com/s-*.js`) sends from. Without that queue there is no one to send to.
 */
export function pushToWca(properties: Record<string, unknown>, source: object = globalThis): void {
  const queue = (source as { _wca?: unknown })._wca;
  if (queue && typeof (queue as { push?: unknown }).push === 'function') (queue as { push: (item: unknown) => void }).push(properties);
}
