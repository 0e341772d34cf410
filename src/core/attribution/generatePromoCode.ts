/**
 * A random code in [min, max], left-padded with zeros to the digit count of `max` (reference s7):
 * the default 100000-999999 gives six digits, `{ min: 1, max: 999 }` gives e.g. '007'.
 */
export function generatePromoCode(min: number, max: number, random: () => number): string {
  const code = Math.floor(random() * (max - min + 1)) + min;
  return String(code).padStart(String(max).length, '0');
}
