// zxcvbn 4.4.2 ships no types; only the score is read (docs/reference/my-account.md s4).
declare module 'zxcvbn' {
  interface ZxcvbnResult {
    /** 0 (too guessable) to 4 (very unguessable). */
    readonly score: 0 | 1 | 2 | 3 | 4;
  }
  export default function zxcvbn(password: string, userInputs?: string[]): ZxcvbnResult;
}
