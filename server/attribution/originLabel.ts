/**
 * WooCommerce's origin label (OrderAttributionMeta::get_origin_label; woocommerce-contract s4.2):
 * 'Source: Google' for utm_source=google, 'Organic: Google', 'Referral: Facebook.com', 'Direct'
 * for typein, 'Unknown' for anything else. The source is `ucfirst(trim($source, '()'))`.
 */
export function originLabel(sourceType: string | undefined, source: string | undefined): string {
  const name = ucfirst(trimParentheses(source ?? ''));
  switch (sourceType) {
    case 'utm': return `Source: ${name}`;
    case 'organic': return `Organic: ${name}`;
    case 'referral': return `Referral: ${name}`;
    case 'typein': return 'Direct';
    case 'mobile_app': return 'Mobile app';
    case 'admin': return 'Web admin';
    default: return 'Unknown';
  }
}

/** PHP's trim($text, '()'): both characters, from both ends. */
const trimParentheses = (text: string): string => text.replace(/^[()]+|[()]+$/g, '');

/** PHP's ucfirst: the first byte, so only an ASCII letter changes. */
const ucfirst = (text: string): string => text.replace(/^[a-z]/, (letter) => letter.toUpperCase());
