/**
 * A number as `String(value)` writes it, without V8's number-to-string cache for integers. That cache
 * starts at 128 slots and grows to its full size (about 46 KB, kept for the page's life) at the first
 * collision, and any two integer timestamps collide: near 2^40 an integer's low mantissa bits, which
 * pick the slot, are all zero. `toFixed(0)` formats an integer the same way and skips the cache, so a
 * listing that sends `time` and stores the refresh time does not pay that heap.
 */
export function numberText(value: number): string {
  return Number.isInteger(value) ? value.toFixed(0) : String(value);
}
