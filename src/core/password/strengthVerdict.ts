/** The texts the meter shows (my-account.md s3-s4), as the adapter read them. */
export interface StrengthTexts {
  readonly short: string;
  readonly bad: string;
  readonly good: string;
  readonly strong: string;
  readonly mismatch: string;
  /** Appended after ' - ' while the score is under the minimum. */
  readonly error: string;
  /** Shown under the meter for scores 0-2. */
  readonly hint: string;
}

/** What the meter shows for one score; `null` class and text: leave it blank (strength unknown). */
export interface StrengthVerdict {
  readonly className: 'short' | 'bad' | 'good' | 'strong' | null;
  readonly text: string;
  readonly hint: boolean;
}

/** zxcvbn's score, -1 while it is not loaded, 5 for two fields that differ (WordPress's meter). */
export const UNKNOWN_STRENGTH = -1;
export const MISMATCH_STRENGTH = 5;

/**
 * password-strength-meter.js' label for a score (my-account.md s3): 0 'short', 1-2 'bad' (both with the
 * hint), 3 'good', 4 'strong', each followed by ' - ' and the error while under the minimum; 5 'mismatch'
 * with no error. An unknown score draws nothing.
 */
export function strengthVerdict(score: number, minStrength: number, texts: StrengthTexts): StrengthVerdict {
  const error = score < minStrength ? ` - ${texts.error}` : '';
  switch (score) {
    case 0: return { className: 'short', text: texts.short + error, hint: true };
    case 1:
    case 2: return { className: 'bad', text: texts.bad + error, hint: true };
    case 3: return { className: 'good', text: texts.good + error, hint: false };
    case 4: return { className: 'strong', text: texts.strong + error, hint: false };
    case MISMATCH_STRENGTH: return { className: 'short', text: texts.mismatch, hint: false };
    default: return { className: null, text: '', hint: false };
  }
}

/**
 * Whether the form's submit buttons are disabled (my-account.md s3): a typed password scored under the
 * minimum, where the meter is enforced (every form but the checkout, unless the store enforces it
 * there). An unknown score never blocks: a shopper whose estimator failed to load can still submit.
 */
export function blocksSubmit(password: string, score: number, minStrength: number, enforced: boolean): boolean {
  return enforced && password.length > 0 && score !== UNKNOWN_STRENGTH && score < minStrength;
}
