import { escapeHtml } from '../templates/escape.ts';

/** Greedy word wrap for SVG <text>: SVG has no automatic line breaking. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function svgTextLines(lines: readonly string[], x: number, y: number, size: number, fill: string): string {
  const spans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.25}">${escapeHtml(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="Source Sans Pro, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="600" fill="${fill}" text-anchor="middle">${spans}</text>`;
}
