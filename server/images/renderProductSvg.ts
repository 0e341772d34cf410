import type { Palette } from './palette.ts';
import { svgTextLines, wrapWords } from './svgText.ts';

/** A quadcopter seen from above: body, four arms, four rotor discs. */
function drone(cx: number, cy: number, r: number, p: Palette): string {
  const arm = r * 0.95;
  const rotors = [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([dx = 0, dy = 0]) => {
    const x = cx + dx * arm * 0.7;
    const y = cy + dy * arm * 0.7;
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${p.ink}" stroke-width="${r * 0.09}" stroke-linecap="round"/>`
      + `<circle cx="${x}" cy="${y}" r="${r * 0.32}" fill="${p.accent}" fill-opacity="0.25" stroke="${p.accent}" stroke-width="${r * 0.03}"/>`
      + `<circle cx="${x}" cy="${y}" r="${r * 0.06}" fill="${p.ink}"/>`;
  }).join('');
  return `${rotors}<rect x="${cx - r * 0.22}" y="${cy - r * 0.3}" width="${r * 0.44}" height="${r * 0.6}" rx="${r * 0.1}" fill="${p.accent}"/>`;
}

/** A spare part: a simple glyph by family (arm bar, nozzle, prop, battery). */
function part(category: string, cx: number, cy: number, r: number, p: Palette): string {
  switch (category) {
    case 'frames-arms':
      return `<rect x="${cx - r}" y="${cy - r * 0.12}" width="${r * 2}" height="${r * 0.24}" rx="${r * 0.1}" fill="${p.ink}" transform="rotate(-30 ${cx} ${cy})"/>`
        + `<circle cx="${cx + r * 0.8}" cy="${cy - r * 0.46}" r="${r * 0.2}" fill="${p.accent}"/>`;
    case 'spraying-system':
      return `<rect x="${cx - r * 0.25}" y="${cy - r * 0.8}" width="${r * 0.5}" height="${r * 0.9}" rx="${r * 0.1}" fill="${p.accent}"/>`
        + `<path d="M${cx} ${cy + r * 0.1} L${cx - r * 0.7} ${cy + r} L${cx + r * 0.7} ${cy + r} Z" fill="${p.accent}" fill-opacity="0.3"/>`;
    case 'propulsion':
      return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.14}" fill="${p.ink}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${p.accent}"/>`;
    default:
      return `<rect x="${cx - r * 0.7}" y="${cy - r * 0.45}" width="${r * 1.4}" height="${r * 0.9}" rx="${r * 0.1}" fill="${p.accent}"/>`
        + `<rect x="${cx + r * 0.7}" y="${cy - r * 0.15}" width="${r * 0.12}" height="${r * 0.3}" fill="${p.ink}"/>`
        + `<path d="M${cx - r * 0.1} ${cy - r * 0.3} L${cx - r * 0.25} ${cy + r * 0.05} L${cx} ${cy + r * 0.05} L${cx - r * 0.12} ${cy + r * 0.35} L${cx + r * 0.22} ${cy - r * 0.08} L${cx} ${cy - r * 0.08} Z" fill="#fff"/>`;
  }
}

export interface ProductSvgOptions {
  name: string;
  category: string;
  isDrone: boolean;
  palette: Palette;
  width: number;
  height: number;
}

/** Drawn on a 100-unit grid and scaled through viewBox, so every size is the same picture. */
export function renderProductSvg(o: ProductSvgOptions): string {
  const vbH = (100 * o.height) / o.width;
  const glyph = o.isDrone ? drone(50, vbH * 0.4, 28, o.palette) : part(o.category, 50, vbH * 0.4, 26, o.palette);
  const text = o.width >= 150 ? svgTextLines(wrapWords(o.name, 26, 2), 50, vbH * 0.8, 6, o.palette.ink) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 100 ${vbH.toFixed(2)}" role="img">`
    + `<rect width="100" height="${vbH.toFixed(2)}" fill="${o.palette.background}"/>${glyph}${text}</svg>`;
}
