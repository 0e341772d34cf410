import { svgTextLines } from './svgText.ts';

/** A "drone photo": sky, crop rows in perspective, a spraying drone, the caption. Hue varies per photo. */
export function renderPhotoSvg(index: number, caption: string, width: number, height: number): string {
  const hue = (95 + index * 23) % 360;
  const vbH = (100 * height) / width;
  const horizon = vbH * 0.45;
  const rows = Array.from({ length: 9 }, (_, i) => {
    const x = -40 + i * 22;
    return `<line x1="50" y1="${horizon}" x2="${x}" y2="${vbH}" stroke="hsl(${hue} 45% 28%)" stroke-width="1.2"/>`;
  }).join('');
  const dx = 20 + ((index * 17) % 60);
  const dy = horizon * 0.55;
  const droneShape = `<g fill="#222"><rect x="${dx - 4}" y="${dy - 1.2}" width="8" height="2.4" rx="1"/>`
    + `<rect x="${dx - 9}" y="${dy - 2.5}" width="5" height="0.8"/><rect x="${dx + 4}" y="${dy - 2.5}" width="5" height="0.8"/></g>`
    + `<path d="M${dx - 4} ${dy + 1.5} L${dx - 9} ${dy + 12} L${dx + 9} ${dy + 12} L${dx + 4} ${dy + 1.5} Z" fill="#fff" fill-opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${vbH.toFixed(2)}" role="img">`
    + `<defs><linearGradient id="sky${index}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(hue + 110) % 360} 60% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360} 55% 90%)"/></linearGradient></defs>`
    + `<rect width="100" height="${horizon}" fill="url(#sky${index})"/>`
    + `<rect y="${horizon}" width="100" height="${vbH - horizon}" fill="hsl(${hue} 50% 40%)"/>${rows}${droneShape}`
    + `<rect y="${vbH - 9}" width="100" height="9" fill="#000" fill-opacity="0.45"/>${svgTextLines([caption], 50, vbH - 3, 4, '#fff')}</svg>`;
}
