import type { MatchRange } from './types.ts';

/** A run of label text, bold when `match` is true. */
export interface LabelSegment {
  readonly text: string;
  readonly match: boolean;
}

function isUsable(range: unknown, labelLength: number): range is MatchRange {
  if (typeof range !== 'object' || range === null) return false;
  const { offset, length } = range as Record<string, unknown>;
  return typeof offset === 'number' && typeof length === 'number' && Number.isInteger(offset) && Number.isInteger(length)
    && offset >= 0 && length > 0 && offset + length <= labelLength;
}

/**
 * Splits a suggestion label into plain and matched runs (spec s5 'Address search'). A range is
 * honoured only if offset >= 0, length > 0 and it ends inside the label; ranges that overlap an
 * earlier one are dropped so no character is shown twice. The label stays text: callers render
 * segments as text nodes, never as HTML.
 */
export function highlightSegments(label: string, ranges: unknown): LabelSegment[] {
  const usable = (Array.isArray(ranges) ? ranges : [])
    .filter((range): range is MatchRange => isUsable(range, label.length))
    .sort((a, b) => a.offset - b.offset);
  const segments: LabelSegment[] = [];
  let cursor = 0;
  for (const { offset, length } of usable) {
    if (offset < cursor) continue;
    if (offset > cursor) segments.push({ text: label.slice(cursor, offset), match: false });
    segments.push({ text: label.slice(offset, offset + length), match: true });
    cursor = offset + length;
  }
  if (cursor < label.length) segments.push({ text: label.slice(cursor), match: false });
  return segments;
}
