import { ATTRIBUTION_COOKIE_BUDGET_BYTES } from '../constants/attribution.ts';
import { encodeCookieText } from './cookieCodec.ts';
import { cutToEncodedLength } from './cutToEncodedLength.ts';
import { MIGRATIONS_COOKIE, PAIR_DELIMITER } from './terms.ts';

/** A tracking cookie as the browser will hold it after this hit. */
export interface PlannedCookie {
  readonly name: string;
  /** Decoded text: `alias=value` pairs joined by `|||`. */
  readonly text: string;
  /** Lifetime in minutes, should it be (re)written. */
  readonly minutes: number;
  /** The value the browser holds now, for a cookie this hit leaves alone; undefined for one it writes. */
  readonly stored?: string;
}

/** One cookie to write. */
export interface CookieWrite {
  readonly name: string;
  readonly text: string;
  readonly minutes: number;
}

export interface CookieBudget {
  readonly base64: boolean;
  /** Most bytes of `name=value` pairs, all cookies together; default ATTRIBUTION_COOKIE_BUDGET_BYTES. */
  readonly bytes?: number;
}

/** Short values the tracker makes itself (type, date, counters, promo code): never cut. */
const FIXED_KEYS = new Set(['typ', 'fd', 'pgs', 'vst', 'code']);
const DELIMITER_SIZE = encodeCookieText(PAIR_DELIMITER).length;

interface Piece {
  /** `key=`, or '' for a piece without '=' (legacy debris). */
  readonly head: string;
  readonly value: string;
  readonly fixed: boolean;
  /** Encoded lengths. */
  readonly headSize: number;
  readonly valueSize: number;
}

interface Measured {
  readonly cookie: PlannedCookie;
  readonly pieces: readonly Piece[];
  readonly nameSize: number;
}

function measure(cookie: PlannedCookie): Measured {
  const pieces = cookie.text.split(PAIR_DELIMITER).map((piece): Piece => {
    const at = piece.indexOf('=');
    const head = at < 0 ? '' : piece.slice(0, at + 1);
    const value = piece.slice(head.length);
    const fixed = cookie.name === MIGRATIONS_COOKIE || FIXED_KEYS.has(head.slice(0, -1));
    return { head, value, fixed, headSize: encodeCookieText(head).length, valueSize: encodeCookieText(value).length };
  });
  return { cookie, pieces, nameSize: encodeCookieText(cookie.name).length };
}

const isCut = (piece: Piece, cap: number): boolean => !piece.fixed && piece.valueSize > cap;

/** A cookie this hit writes, or a kept one that must be cut to `cap`. */
const mustWrite = (m: Measured, cap: number): boolean => m.cookie.stored === undefined || m.pieces.some((piece) => isCut(piece, cap));

/** At most the bytes `name=value` takes in the Cookie header with every free-text value cut to `cap`. */
function size(m: Measured, cap: number, base64: boolean): number {
  if (!mustWrite(m, cap)) return m.nameSize + 1 + (m.cookie.stored ?? '').length;
  let encoded = DELIMITER_SIZE * (m.pieces.length - 1);
  for (const piece of m.pieces) encoded += piece.headSize + (piece.fixed ? piece.valueSize : Math.min(piece.valueSize, cap));
  // toBase64Cookie: 4 characters per 3, '=' padding stripped.
  return m.nameSize + 1 + (base64 ? Math.ceil((encoded * 4) / 3) : encoded);
}

function cutText(m: Measured, cap: number): string {
  return m.pieces.map((piece) => piece.head + (isCut(piece, cap) ? cutToEncodedLength(piece.value, cap) : piece.value)).join(PAIR_DELIMITER);
}

/**
 * The writes that keep every tracking cookie together within the budget (issue #26): the cookies this
 * hit writes, and any kept one that has to shrink. When the total is over, every free-text value
 * (campaign, content, term, URLs, user agent…) is cut to one common length, the largest that fits, so
 * short values stay whole and the long ones share what is left. The type, the date and the counters
 * are never cut; a source or medium only past that length, so the visit's source always survives.
 */
export function fitCookieBudget(cookies: readonly PlannedCookie[], { base64, bytes = ATTRIBUTION_COOKIE_BUDGET_BYTES }: CookieBudget): CookieWrite[] {
  const measured = cookies.map(measure);
  const total = (cap: number): number => measured.reduce((sum, m) => sum + size(m, cap, base64), 0);
  let cap = Infinity;
  if (total(cap) > bytes) {
    // The largest common length that fits; at 0 only the fixed parts remain.
    let [low, high] = [0, Math.max(0, ...measured.flatMap((m) => m.pieces.map((piece) => piece.valueSize)))];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (total(middle) <= bytes) low = middle;
      else high = middle - 1;
    }
    cap = low;
  }
  return measured
    .filter((m) => mustWrite(m, cap))
    .map((m) => ({ name: m.cookie.name, text: cap === Infinity ? m.cookie.text : cutText(m, cap), minutes: m.cookie.minutes }));
}
