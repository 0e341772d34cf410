import type { Palette } from './palette.ts';

/**
 * Shared gradients for the studio product shots: carbon fibre, white and grey plastic, machined metal,
 * the brand's accent, and a soft floor shadow. Ids are per image (`p`), so several SVGs inline safely.
 */
export function materials(p: Palette): string {
  const linear = (id: string, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
  return '<defs>'
    + '<radialGradient id="studio" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f3f4f5"/><stop offset="1" stop-color="#e3e5e8"/></radialGradient>'
    + '<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>'
    + linear('carbon', [[0, '#4a4d52'], [0.45, '#26282b'], [1, '#0e0f10']])
    + linear('plastic', [[0, '#ffffff'], [0.6, '#e9eaec'], [1, '#b9bcc1']])
    + linear('grey', [[0, '#9aa0a6'], [0.5, '#6b7177'], [1, '#3f4449']])
    + linear('metal', [[0, '#f2f3f4'], [0.35, '#b8bcc2'], [0.65, '#8a9097'], [1, '#d7dadd']], false)
    + linear('accent', [[0, p.accent], [1, p.ink]])
    + linear('glass', [[0, '#6fa8dc'], [1, '#0b1f33']])
    + linear('tank', [[0, '#fdfdfd'], [0.5, '#e8eef0'], [1, '#c3ccd0']], false)
    + '</defs>';
}

/** The seamless studio backdrop and the object's contact shadow. */
export function studio(vbH: number, shadowY: number, shadowW: number): string {
  return `<rect width="100" height="${vbH.toFixed(2)}" fill="url(#studio)"/>`
    + `<ellipse cx="50" cy="${shadowY}" rx="${shadowW / 2}" ry="${shadowW / 14}" fill="url(#shadow)"/>`;
}
