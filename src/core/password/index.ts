export { disallowedWords } from './disallowedWords.ts';
export { blocksSubmit, MISMATCH_STRENGTH, strengthVerdict, UNKNOWN_STRENGTH } from './strengthVerdict.ts';
export type { StrengthTexts, StrengthVerdict } from './strengthVerdict.ts';
