import type { Variation } from './types.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Templates that need wp.template's evaluation (`<# #>`, other data, nested keys) cannot be filled safely. */
const NEEDS_EVALUATION = [/<#/, /{{{?\s?data\.(?!variation\.).+}}}?/, /{{{?\s?data\.variation\.[\w-]*[.[]/];

/**
 * Fills a variation template (single-product/add-to-cart/variation.php) the CSP-safe way WooCommerce
 * does: `{{{ data.variation.key }}}` raw, `{{ data.variation.key }}` escaped. Returns null for
 * templates only wp.template could run; the caller then uses its built-in markup.
 */
export function fillVariationTemplate(template: string, variation: Variation): string | null {
  if (NEEDS_EVALUATION.some((pattern) => pattern.test(template))) return null;
  return template.replace(/({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g, (_match, open: string, key: string, close: string) => {
    if (open.length !== close.length) return '';
    const value = variation[key];
    const text = value === undefined || value === null || value === false ? '' : String(value);
    return open.length === 2 ? escapeHtml(text) : text;
  }).replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
}
