/**
 * True for a fetch Response, by shape rather than `instanceof`: a Response from another realm (an
 * iframe, a test environment's own class) must count too.
 */
export function isResponseLike(value: unknown): value is Response {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { status?: unknown; headers?: { get?: unknown } };
  return typeof candidate.status === 'number' && typeof candidate.headers?.get === 'function';
}
