/** WC_Validation::is_postcode for the store's countries; other countries accept any postcode. */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ] ?\d[ABCEGHJKLMNPRSTVWXYZ]\d$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  AU: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  // WC_Validation::is_gb_postcode, simplified to the outward + inward code shape.
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

export function isValidPostcode(country: string, postcode: string): boolean {
  const pattern = PATTERNS[country];
  return pattern === undefined || pattern.test(postcode.trim());
}

/** wc_format_postcode: upper case, and the GB/CA inward code separated by a space. */
export function formatPostcode(country: string, postcode: string): string {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, '');
  if ((country === 'GB' || country === 'CA') && compact.length > 3) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'JP' && /^\d{7}$/.test(compact)) return `${compact.slice(0, 3)}-${compact.slice(3)}`;
  return compact;
}
