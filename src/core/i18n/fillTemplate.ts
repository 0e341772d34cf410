/** Replaces `{0}`, `{1}`, … in a catalogue string (translators move them, so each is numbered). */
export function fillTemplate(template: string, ...values: Array<string | number>): string {
  return template.replace(/\{(\d)\}/g, (match, n: string) => String(values[Number(n)] ?? match));
}
