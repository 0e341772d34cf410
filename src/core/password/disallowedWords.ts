import { PASSWORD_USER_INPUT_IDS, PASSWORD_USER_INPUT_MIN_LENGTH } from '../constants.ts';

/**
 * WordPress's `wp.passwordStrength.userInputDisallowedList()` (my-account.md s4): the words of the page
 * title, the page address and the user fields present (their initial and current values), split on
 * non-word characters, four characters or longer, each once, in order. zxcvbn scores a password made
 * of them as weak.
 */
export function disallowedWords(doc: Document): string[] {
  const raw: string[] = [doc.title, doc.URL];
  for (const id of PASSWORD_USER_INPUT_IDS) {
    const field = doc.getElementById(id);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) raw.push(field.defaultValue, field.value);
  }
  const words = raw.flatMap((value) => (value ? value.replace(/\W/g, ' ').split(' ') : []));
  return [...new Set(words.filter((word) => word.length >= PASSWORD_USER_INPUT_MIN_LENGTH))];
}
