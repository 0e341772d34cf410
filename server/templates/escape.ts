/** The one escaping helper pair every template uses (WordPress esc_html / esc_attr semantics). */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

export function escapeAttr(text: string | number): string {
  return escapeHtml(text);
}

/** Joins class names, dropping empty ones. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((n): n is string => typeof n === 'string' && n !== '').join(' ');
}
