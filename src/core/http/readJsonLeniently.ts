/** How many starts (and ends) are tried before the answer is called unreadable: a guard on huge pages. */
const MAX_CANDIDATES = 20;

/**
 * Parses a wc-ajax answer as WooCommerce's own scripts do when PHP printed something around the JSON
 * (a notice or warning with WP_DEBUG_DISPLAY on, a plugin's stray echo): when the whole text is not
 * JSON, take the JSON object out of it. checkout.js (plugins/woocommerce/client/legacy/js/frontend/
 * checkout.js, `dataFilter`) matches `{"result.*}`, i.e. from its first `{"result` to the last `}`:
 * that is `start` for the checkout's answers. Cart answers start with other keys, so by default every
 * `{"` is a candidate start, tried from the first, each up to the last `}` and then earlier ones (a
 * notice printed after the JSON may hold braces too). Returns undefined when nothing parses to an object.
 */
export function readJsonLeniently(text: string, start = '{"'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Fall through to the extraction below.
  }
  const starts = indicesOf(text, start).slice(0, MAX_CANDIDATES);
  const ends = indicesOf(text, '}').slice(-MAX_CANDIDATES).reverse();
  for (const from of starts) {
    for (const end of ends) {
      if (end <= from) break;
      const value = parseObject(text.slice(from, end + 1));
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function indicesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

function parseObject(candidate: string): object | undefined {
  try {
    const value: unknown = JSON.parse(candidate);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
