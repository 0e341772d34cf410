import { prefersReducedMotion } from '../../adapters/pageEnvironment.ts';
import { VARIATION_SLIDE_MS } from '../../core/constants.ts';
import { readScriptBlock } from '../../core/html/index.ts';
import { slide } from '../../core/motion/index.ts';
import { fillVariationTemplate } from '../../core/variations/index.ts';
import type { Variation } from '../../core/variations/index.ts';
import { resetContent, setContent } from './keepOriginal.ts';

const slideOptions = (): { durationMs: number; animate: boolean } => ({ durationMs: VARIATION_SLIDE_MS, animate: !prefersReducedMotion() });

/** The markup variation.php prints, for pages whose templates are missing or need wp.template. */
function builtInTemplate(variation: Variation, unavailableText: string): string {
  if (variation.variation_is_visible === false) return `<p role="alert">${unavailableText}</p>`;
  const field = (key: string): string => (typeof variation[key] === 'string' ? (variation[key] as string) : '');
  return `<div class="woocommerce-variation-description">${field('variation_description')}</div>`
    + `<div class="woocommerce-variation-price">${field('price_html')}</div>`
    + `<div class="woocommerce-variation-availability">${field('availability_html')}</div>`;
}

/** The variation's fields as the page's own template lays them out (theme overrides included). */
export function variationHtml(doc: Document, variation: Variation, unavailableText: string): string {
  const id = variation.variation_is_visible === false ? 'tmpl-unavailable-variation-template' : 'tmpl-variation-template';
  // The template variation.php prints in the footer, never an element of the description given its id.
  const template = readScriptBlock(doc, 'text/template', id);
  return (template === undefined ? null : fillVariationTemplate(template, variation)) ?? builtInTemplate(variation, unavailableText);
}

/** The product's SKU, weight and dimensions, which follow the chosen variation. */
export function productMeta(product: Element | null): { sku: Element[]; weight: Element[]; dimensions: Element[] } {
  const all = (selector: string): Element[] => (product ? [...product.querySelectorAll(selector)] : []);
  return {
    sku: all('.product_meta .sku'),
    weight: all('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    dimensions: all('.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'),
  };
}

/** Decodes the entities WooCommerce leaves in dimensions_html (`&times;`), as its script does. */
function decodeEntities(doc: Document, html: string): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

/** onFoundVariation's SKU, weight and dimensions; onResetDisplayedVariation restores them. */
export function showMeta(product: Element | null, variation: Variation | null): void {
  const meta = productMeta(product);
  const doc = product?.ownerDocument;
  const apply = (elements: Element[], value: string | undefined): void => {
    for (const element of elements) if (value) setContent(element, value); else resetContent(element);
  };
  apply(meta.sku, variation?.sku);
  apply(meta.weight, variation?.weight ? variation.weight_html : undefined);
  apply(meta.dimensions, variation?.dimensions && doc && variation.dimensions_html ? decodeEntities(doc, variation.dimensions_html) : undefined);
}

export function slideVariation(element: HTMLElement, direction: 'down' | 'up'): void {
  slide(element, direction, slideOptions());
}

/** onFoundVariation's quantity rule: clamp the current value to the variation's min and max. */
export function applyQuantity(input: HTMLInputElement | null, variation: Variation): void {
  if (!input) return;
  const box = input.closest<HTMLElement>('.quantity');
  if (variation.is_sold_individually === 'yes') {
    input.value = '1';
    input.min = '1';
    input.removeAttribute('max');
    if (box) box.style.display = 'none';
    return;
  }
  const min = Number(variation.min_qty ?? 1);
  const max = variation.max_qty === '' || variation.max_qty === undefined ? Number.NaN : Number(variation.max_qty);
  let value = Number.parseFloat(input.value);
  if (Number.isNaN(value)) value = min;
  if (!Number.isNaN(max) && value > max) value = max;
  if (value < min) value = min;
  input.min = String(min);
  if (Number.isNaN(max)) input.removeAttribute('max');
  else input.max = String(max);
  input.value = String(value);
  if (box) box.style.display = '';
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
