/**
 * A query string read the way sourcebuster reads it (sourcebuster-behaviours.md s4.1, s4.4): a key
 * counts only when written with '=', its value is the text between the first and second '=' left
 * encoded (the cookie reader decodes it later), and a repeated key's values are joined with ','.
 */
export function parseQuery(query: string): ReadonlyMap<string, string> {
  const values = new Map<string, string[]>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    const pieces = part.split('=');
    const [key, value] = pieces;
    if (key === undefined || value === undefined) continue;
    const list = values.get(key);
    if (list) list.push(value);
    else values.set(key, [value]);
  }
  return new Map([...values].map(([key, list]) => [key, list.join(',')]));
}
