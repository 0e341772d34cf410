import { describe, expect, it } from 'vitest';
import { disallowedWords } from '../disallowedWords.ts';

describe('words held against a password', () => {
  it('takes the title, the address and the user fields WordPress names, as words of four characters or more, each once', () => {
    document.title = 'Account details – Drone Store';
    document.body.innerHTML = '<input id="first_name" value="Amelia"><input id="email" value="amelia@example.com"><input id="account_first_name" value="Zebedee">';
    document.querySelector<HTMLInputElement>('#first_name')!.value = 'Amelie';
    const words = disallowedWords(document);
    expect(words).toEqual(expect.arrayContaining(['Account', 'details', 'Drone', 'Store', 'Amelia', 'Amelie', 'amelia', 'example']));
    expect(words).not.toContain('com');
    expect(words).not.toContain('Zebedee');
    expect(new Set(words).size).toBe(words.length);
  });
});
