import type { Config } from 'dompurify';
import { lazyImport } from '../../core/lazy/index.ts';
import { withoutInlineHandlers } from '../../core/html/index.ts';

/** WooCommerce's allow-list for a provider's 'Powered by' markup (contract s5.5; spec s5). */
const BRANDING_CONFIG: Config = {
  ALLOWED_TAGS: ['img', 'span', 'div', 'a', 'b', 'i', 'em', 'strong', 'br'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'style', 'class', 'id', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
};

const loadPurifier = lazyImport(() => import('dompurify').then((module) => module.default));

/**
 * Cleans branding markup. DOMPurify is its own chunk, fetched only when a provider has branding, so
 * the island stays within its size budget. Where DOMPurify cannot run, the branding is dropped
 * rather than shown unclean. Handler attributes are renamed before DOMPurify parses the markup, so a
 * strict CSP reports no violation for code that never runs.
 */
export async function sanitizeBranding(html: string): Promise<string | null> {
  const purify = await loadPurifier();
  if (!purify.isSupported) return null;
  return purify.sanitize(withoutInlineHandlers(html), BRANDING_CONFIG);
}
