/**
 * Product shots drawn in SVG on a 100 × 100 grid, in three-quarter side view like catalogue photos.
 * Each returns the object's markup; the caller adds the studio backdrop and shadow.
 */

/** A spinning rotor seen edge-on: a thin blurred disc over a hub. */
function rotor(x: number, y: number, span: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${span / 2}" ry="${span / 22}" fill="#1b1c1e" fill-opacity="0.22"/>`
    + `<rect x="${x - span / 2}" y="${y - 0.5}" width="${span}" height="1" rx="0.5" fill="url(#carbon)"/>`
    + `<rect x="${x - 1.4}" y="${y - 0.5}" width="2.8" height="3.2" rx="0.6" fill="url(#metal)"/>`;
}

function motorOn(x: number, y: number, size: number): string {
  return `<rect x="${x - size / 2}" y="${y}" width="${size}" height="${size * 0.8}" rx="${size * 0.15}" fill="url(#grey)"/>`
    + `<rect x="${x - size / 2}" y="${y + size * 0.25}" width="${size}" height="${size * 0.12}" fill="#2a2c2f"/>`;
}

/** Heavy-lift spraying drone: folded-out arms, big rotors, white tank under the body, boom and skids. */
export function sprayingDrone(accent: boolean): string {
  const rotors = [14, 34, 66, 86].map((x, i) => rotor(x, i === 1 || i === 2 ? 30 : 34, i === 1 || i === 2 ? 22 : 24)
    + motorOn(x, (i === 1 || i === 2 ? 30 : 34) + 1.5, 4)).join('');
  const arms = `<path d="M16 39 L44 45 M84 39 L56 45 M34 35 L45 43 M66 35 L55 43" stroke="url(#carbon)" stroke-width="2.6" stroke-linecap="round"/>`;
  const body = `<rect x="38" y="40" width="24" height="12" rx="3" fill="${accent ? 'url(#accent)' : 'url(#carbon)'}"/>`
    + '<rect x="41" y="42" width="18" height="2" rx="1" fill="#fff" fill-opacity="0.35"/>';
  const tank = '<rect x="40" y="51" width="20" height="14" rx="3" fill="url(#tank)" stroke="#aab4b8" stroke-width="0.4"/>'
    + '<rect x="47" y="49" width="6" height="3" rx="1" fill="url(#grey)"/><path d="M42 57 H58" stroke="#9fb0b5" stroke-width="0.4" stroke-dasharray="1 1"/>';
  const boom = '<path d="M22 66 H78" stroke="url(#carbon)" stroke-width="1.6"/>'
    + [26, 38, 62, 74].map((x) => `<path d="M${x - 1.2} 66 h2.4 l-0.6 3 h-1.2 z" fill="url(#metal)"/>`).join('');
  const skids = '<path d="M38 60 L32 74 M62 60 L68 74 M26 74 H44 M56 74 H74" stroke="url(#grey)" stroke-width="1.6" stroke-linecap="round"/>';
  return rotors + arms + skids + body + tank + boom;
}

/** Survey quadcopter: compact body, camera gimbal hanging under the nose, GNSS puck on top. */
export function mappingDrone(rtk: boolean): string {
  const rotors = [18, 82].map((x) => rotor(x, 36, 26) + motorOn(x, 37.5, 4.5)).join('') + [32, 68].map((x) => rotor(x, 31, 20) + motorOn(x, 32.5, 3.6)).join('');
  const arms = '<path d="M20 44 L42 50 M80 44 L58 50 M33 38 L44 47 M67 38 L56 47" stroke="url(#grey)" stroke-width="2.4" stroke-linecap="round"/>';
  const body = '<path d="M36 46 Q50 38 64 46 L62 58 Q50 62 38 58 Z" fill="url(#plastic)" stroke="#b7bbc0" stroke-width="0.4"/>'
    + '<path d="M40 50 Q50 46 60 50" stroke="url(#accent)" stroke-width="1.4" fill="none"/>';
  const gimbal = '<rect x="46" y="59" width="8" height="3" fill="url(#grey)"/><rect x="44" y="62" width="12" height="9" rx="2" fill="url(#carbon)"/><circle cx="50" cy="66.5" r="3" fill="url(#glass)" stroke="#555" stroke-width="0.6"/>';
  const puck = rtk ? '<rect x="46" y="39" width="8" height="3" rx="1.2" fill="url(#grey)"/><ellipse cx="50" cy="38.5" rx="5" ry="2" fill="url(#plastic)" stroke="#aaa" stroke-width="0.3"/>' : '';
  const legs = '<path d="M40 58 L36 72 M60 58 L64 72" stroke="url(#grey)" stroke-width="1.4" stroke-linecap="round"/>';
  return rotors + arms + legs + body + gimbal + puck;
}

/** Fixed-wing VTOL mapper: swept wing, fuselage, tail boom, four lift rotors and a pusher prop. */
export function fixedWing(): string {
  return '<path d="M8 50 L50 40 L92 50 L92 53 L50 47 L8 53 Z" fill="url(#plastic)" stroke="#b7bbc0" stroke-width="0.4"/>'
    + '<path d="M30 47 H70" stroke="url(#carbon)" stroke-width="1.4"/>'
    + '<path d="M36 44 Q50 36 66 44 L66 52 Q50 56 36 52 Z" fill="url(#plastic)" stroke="#b7bbc0" stroke-width="0.4"/>'
    + '<path d="M40 46 Q50 42 62 46" stroke="url(#accent)" stroke-width="1.2" fill="none"/>'
    + [26, 74].map((x) => rotor(x, 42, 16)).join('')
    + '<path d="M66 48 L88 40 L90 34 L84 34 L80 42" fill="url(#plastic)" stroke="#b7bbc0" stroke-width="0.4"/>'
    + '<circle cx="50" cy="55" r="2.4" fill="url(#glass)"/>';
}

/** 5-inch FPV quad: exposed carbon X frame, action camera on top, battery strapped on. */
export function fpvDrone(cinewhoop: boolean): string {
  const frame = '<path d="M16 56 L84 44 M16 44 L84 56" stroke="url(#carbon)" stroke-width="3.2" stroke-linecap="round"/>'
    + '<rect x="36" y="45" width="28" height="10" rx="1.5" fill="url(#carbon)"/>';
  const props = [16, 84].flatMap((x) => [44, 56].map((y) => motorOn(x, y - 5, 5) + rotor(x, y - 5.5, cinewhoop ? 18 : 24))).join('');
  const guards = cinewhoop ? [16, 84].map((x) => `<ellipse cx="${x}" cy="47" rx="13" ry="3.4" fill="none" stroke="url(#accent)" stroke-width="1.6"/>`).join('') : '';
  const battery = '<rect x="38" y="36" width="24" height="9" rx="1.5" fill="url(#accent)"/><rect x="38" y="39.5" width="24" height="2" fill="#111" fill-opacity="0.6"/>';
  const camera = '<rect x="58" y="47" width="8" height="7" rx="1.2" fill="#1a1a1a"/><circle cx="66" cy="50.5" r="2.2" fill="url(#glass)" stroke="#333" stroke-width="0.5"/>';
  const antenna = '<path d="M40 45 L34 36" stroke="#222" stroke-width="0.8"/><circle cx="34" cy="36" r="1.2" fill="url(#accent)"/>';
  return guards + frame + props + battery + camera + antenna;
}

/** Foldable camera drone: sleek grey body, folded-out arms, three-axis gimbal at the front. */
export function cameraDrone(thermal: boolean): string {
  const rotors = [20, 80].map((x) => rotor(x, 40, 24) + motorOn(x, 41.5, 4)).join('') + [34, 66].map((x) => rotor(x, 35, 18) + motorOn(x, 36.5, 3.4)).join('');
  const arms = '<path d="M22 48 L42 52 M78 48 L58 52 M35 42 L44 49 M65 42 L56 49" stroke="url(#grey)" stroke-width="2.6" stroke-linecap="round"/>';
  const body = '<path d="M34 48 Q50 40 68 48 L70 56 Q50 62 34 57 Z" fill="url(#grey)"/><path d="M38 49 Q50 44 64 49" stroke="#fff" stroke-opacity="0.35" stroke-width="1" fill="none"/>';
  const gimbal = `<rect x="30" y="54" width="8" height="2.5" fill="url(#grey)"/><rect x="26" y="56" width="10" height="8" rx="2" fill="${thermal ? 'url(#accent)' : 'url(#carbon)'}"/>`
    + '<circle cx="29" cy="60" r="2.6" fill="url(#glass)" stroke="#444" stroke-width="0.5"/>' + (thermal ? '<circle cx="34" cy="60" r="1.5" fill="#2b2b2b"/>' : '');
  return rotors + arms + body + gimbal;
}

/** A carbon tube arm with its motor mount and folding joint. */
export function frameArm(): string {
  return '<g transform="rotate(-18 50 52)"><rect x="12" y="49" width="66" height="6" rx="3" fill="url(#carbon)"/>'
    + '<path d="M12 51 H78" stroke="#fff" stroke-opacity="0.18" stroke-width="0.8"/>'
    + '<rect x="76" y="45" width="12" height="14" rx="2" fill="url(#metal)"/><circle cx="82" cy="52" r="3" fill="#555"/>'
    + '<rect x="8" y="46" width="9" height="12" rx="1.5" fill="url(#accent)"/></g>';
}

/** A flat carbon plate with lightening holes, in perspective. */
export function framePlate(): string {
  const holes = [30, 42, 58, 70].map((x) => `<ellipse cx="${x}" cy="52" rx="3.4" ry="1.7" fill="#e9eaec"/>`).join('');
  return '<path d="M14 54 L38 40 L86 44 L62 62 Z" fill="url(#carbon)"/><path d="M14 54 L62 62 L62 64.5 L14 56.5 Z" fill="#0b0b0c"/>'
    + '<path d="M62 62 L86 44 L86 46.5 L62 64.5 Z" fill="#1c1d1f"/>' + holes;
}

/** Landing gear: two skids on T legs. */
export function landingGear(): string {
  return '<path d="M30 34 L24 66 M70 34 L76 66 M40 34 L36 60 M60 34 L64 60" stroke="url(#carbon)" stroke-width="2.6" stroke-linecap="round"/>'
    + '<rect x="14" y="64" width="34" height="3" rx="1.5" fill="url(#grey)"/><rect x="52" y="64" width="34" height="3" rx="1.5" fill="url(#grey)"/>'
    + '<rect x="26" y="31" width="48" height="5" rx="2" fill="url(#metal)"/>';
}

/** Spray nozzles: brass-and-plastic flat fan tips, in a row. */
export function nozzles(centrifugal: boolean): string {
  if (centrifugal) {
    return '<rect x="40" y="28" width="20" height="22" rx="3" fill="url(#grey)"/><rect x="44" y="50" width="12" height="6" fill="url(#metal)"/>'
      + '<ellipse cx="50" cy="60" rx="16" ry="4" fill="url(#accent)"/><ellipse cx="50" cy="59" rx="10" ry="2.4" fill="#fff" fill-opacity="0.3"/>'
      + '<path d="M45 28 L45 20 Q50 16 55 20 L55 28" fill="none" stroke="#333" stroke-width="1.4"/>';
  }
  return [24, 42, 60, 78].map((x, i) => `<g transform="translate(${x - 50} ${i % 2 === 0 ? 0 : 4})">`
    + '<rect x="44" y="34" width="12" height="10" rx="1.5" fill="url(#accent)"/><rect x="45.5" y="44" width="9" height="10" fill="url(#metal)"/>'
    + '<path d="M46 54 H54 L52.5 60 H47.5 Z" fill="#b08d3c"/><rect x="48" y="59.5" width="4" height="1" fill="#222"/></g>').join('');
}

/** A diaphragm pump: motor can, pump head, inlet and outlet barbs. */
export function pump(): string {
  return '<rect x="22" y="40" width="34" height="20" rx="4" fill="url(#grey)"/><path d="M24 44 H54 M24 48 H54 M24 52 H54" stroke="#2f3337" stroke-width="0.5"/>'
    + '<rect x="55" y="36" width="18" height="28" rx="3" fill="url(#carbon)"/><rect x="72" y="42" width="8" height="4" fill="url(#metal)"/><rect x="72" y="54" width="8" height="4" fill="url(#metal)"/>'
    + '<path d="M30 60 L26 66 M48 60 L52 66" stroke="#333" stroke-width="2"/><rect x="22" y="65" width="34" height="2.5" rx="1" fill="#333"/>';
}

/** A translucent spray tank with its cap and quick-release bracket. */
export function sprayTank(): string {
  return '<path d="M26 34 Q26 28 32 28 H68 Q74 28 74 34 V66 Q74 72 68 72 H32 Q26 72 26 66 Z" fill="url(#tank)" stroke="#a9b4b9" stroke-width="0.6"/>'
    + '<path d="M30 50 H70 V66 Q70 68 68 68 H32 Q30 68 30 66 Z" fill="#8fd0e0" fill-opacity="0.35"/>'
    + [40, 48, 56, 64].map((y) => `<path d="M72 ${y} H75" stroke="#5d6b70" stroke-width="0.5"/>`).join('')
    + '<rect x="42" y="22" width="16" height="7" rx="2" fill="url(#accent)"/><rect x="22" y="40" width="4" height="20" rx="1" fill="url(#carbon)"/><rect x="74" y="40" width="4" height="20" rx="1" fill="url(#carbon)"/>';
}

/** Hose coil with fittings. */
export function hoseSet(): string {
  return '<ellipse cx="46" cy="52" rx="24" ry="13" fill="none" stroke="#d8e4e8" stroke-width="4"/><ellipse cx="46" cy="52" rx="18" ry="9" fill="none" stroke="#c6d6db" stroke-width="4"/>'
    + '<path d="M70 52 Q82 52 84 42" fill="none" stroke="#d8e4e8" stroke-width="4"/><rect x="81" y="36" width="6" height="7" rx="1" fill="url(#accent)"/>'
    + [30, 40].map((x) => `<rect x="${x}" y="70" width="8" height="5" rx="1" fill="url(#metal)"/>`).join('');
}

/** Propellers: a CW/CCW pair of long blades, or a stack of tri-blades. */
export function propellers(triBlade: boolean): string {
  if (triBlade) {
    return [0, 1, 2].map((i) => `<g transform="translate(${i * 4 - 4} ${i * -4 + 4})"><g transform="translate(50 52)">`
      + [0, 120, 240].map((a) => `<path transform="rotate(${a})" d="M0 -2 C8 -6 20 -6 24 -2 C20 1 8 2 0 2 Z" fill="url(#accent)" fill-opacity="0.92"/>`).join('')
      + '<circle r="3" fill="#222"/></g></g>').join('');
  }
  const blade = (y: number, flip: boolean): string => `<g transform="translate(50 ${y}) ${flip ? 'scale(-1 1)' : ''}">`
    + '<path d="M-42 0 C-34 -5 -14 -5 -3 -2 L3 -2 C14 -5 34 -5 42 0 C34 3 14 3 3 2 L-3 2 C-14 3 -34 3 -42 0 Z" fill="url(#carbon)"/>'
    + '<path d="M-40 -0.6 C-30 -3 -14 -3.4 -3 -1.4" stroke="#fff" stroke-opacity="0.25" stroke-width="0.6" fill="none"/><circle r="3.2" fill="url(#metal)"/></g>';
  return blade(44, false) + blade(60, true);
}

/** A brushless outrunner motor: bell with vents, base with leads. */
export function motor(small: boolean): string {
  const w = small ? 26 : 36;
  const x = 50 - w / 2;
  return `<rect x="${x}" y="46" width="${w}" height="20" rx="2" fill="url(#metal)"/>`
    + `<rect x="${x - 2}" y="36" width="${w + 4}" height="12" rx="3" fill="url(#accent)"/>`
    + Array.from({ length: 6 }, (_, i) => `<rect x="${x + 2 + i * (w / 6)}" y="40" width="${w / 12}" height="5" fill="#111" fill-opacity="0.55"/>`).join('')
    + `<rect x="48" y="28" width="4" height="9" fill="url(#metal)"/><path d="M${x + w} 62 q10 2 14 10 M${x + w} 60 q12 0 18 6 M${x + w} 58 q14 -2 20 2" stroke-width="1.3" fill="none" stroke="#222"/>`;
}

/** An ESC: heat-shrunk board with a heatsink, power leads and motor pads. */
export function esc(): string {
  return '<rect x="24" y="40" width="44" height="22" rx="3" fill="#1d4e89"/><rect x="28" y="36" width="36" height="6" rx="1" fill="url(#metal)"/>'
    + Array.from({ length: 7 }, (_, i) => `<rect x="${30 + i * 5}" y="32" width="2" height="5" fill="url(#metal)"/>`).join('')
    + '<path d="M24 50 H12 M24 56 H12" stroke-width="2.4" stroke="#c62828"/><path d="M24 56 H12" stroke-width="2.4" stroke="#111"/>'
    + '<path d="M68 46 H84 M68 51 H84 M68 56 H84" stroke-width="1.6" stroke="#f2b705"/><rect x="30" y="48" width="30" height="8" rx="1" fill="#fff" fill-opacity="0.85"/>';
}

/** A smart flight battery: moulded case, grip, charge LEDs. */
export function smartBattery(large: boolean): string {
  const w = large ? 52 : 40;
  const x = 50 - w / 2;
  return `<rect x="${x}" y="34" width="${w}" height="34" rx="4" fill="url(#grey)"/><rect x="${x}" y="34" width="${w}" height="7" rx="3" fill="url(#carbon)"/>`
    + `<rect x="${x + w * 0.3}" y="28" width="${w * 0.4}" height="7" rx="3" fill="none" stroke="url(#carbon)" stroke-width="2.4"/>`
    + `<rect x="${x + 4}" y="46" width="${w - 8}" height="12" rx="1.5" fill="url(#accent)"/>`
    + [0, 1, 2, 3].map((i) => `<circle cx="${x + w - 14 + i * 3}" cy="63" r="0.9" fill="${i < 3 ? '#4caf50' : '#555'}"/>`).join('');
}

/** A LiPo pack: printed wrap, XT60 lead and balance lead. */
export function lipo(): string {
  return '<rect x="26" y="42" width="42" height="22" rx="3" fill="url(#accent)"/><rect x="26" y="49" width="42" height="7" fill="#111" fill-opacity="0.55"/>'
    + '<path d="M68 50 Q78 50 80 40" stroke="#c62828" stroke-width="2" fill="none"/><path d="M68 54 Q80 54 82 42" stroke="#111" stroke-width="2" fill="none"/>'
    + '<rect x="78" y="34" width="7" height="7" rx="1" fill="#f2b705"/><path d="M68 60 Q74 66 80 64" stroke="#ddd" stroke-width="1.2" fill="none"/><rect x="79" y="62" width="5" height="3" fill="#fff" stroke="#999" stroke-width="0.3"/>';
}

/** A charger or charging station: box with display, vents and bays. */
export function charger(kind: 'charger' | 'board' | 'generator' | 'bag'): string {
  switch (kind) {
    case 'board':
      return '<rect x="20" y="44" width="60" height="16" rx="2" fill="#1b5e20"/>'
        + Array.from({ length: 6 }, (_, i) => `<rect x="${24 + i * 9}" y="47" width="6" height="5" fill="#f2f2f2" stroke="#777" stroke-width="0.3"/><rect x="${24 + i * 9}" y="54" width="6" height="3" fill="#f2b705"/>`).join('')
        + '<path d="M20 52 H10" stroke="#c62828" stroke-width="2.4"/>';
    case 'generator':
      return '<rect x="18" y="32" width="64" height="38" rx="4" fill="url(#accent)"/><rect x="24" y="38" width="28" height="14" rx="1" fill="#222"/><rect x="26" y="40" width="18" height="6" fill="#8bc34a" fill-opacity="0.7"/>'
        + Array.from({ length: 6 }, (_, i) => `<rect x="${58}" y="${38 + i * 4}" width="18" height="1.6" fill="#111" fill-opacity="0.5"/>`).join('')
        + '<path d="M24 28 H76" stroke="url(#carbon)" stroke-width="3" stroke-linecap="round"/><circle cx="26" cy="71" r="3.4" fill="#222"/><circle cx="74" cy="71" r="3.4" fill="#222"/>';
    case 'bag':
      return '<path d="M24 40 L30 70 H70 L76 40 Z" fill="url(#accent)"/><rect x="22" y="36" width="56" height="6" rx="1.5" fill="#333"/>'
        + '<path d="M30 52 H70 M32 62 H68" stroke="#000" stroke-opacity="0.3" stroke-width="0.8"/><rect x="44" y="47" width="12" height="8" fill="#f2b705"/>';
    default:
      return '<rect x="20" y="36" width="60" height="30" rx="3" fill="url(#grey)"/><rect x="26" y="41" width="20" height="10" rx="1" fill="#111"/><rect x="28" y="43" width="12" height="3" fill="#4fc3f7"/>'
        + [0, 1, 2, 3].map((i) => `<rect x="${52 + i * 6}" y="42" width="4" height="18" rx="1" fill="url(#carbon)"/>`).join('')
        + '<rect x="26" y="55" width="20" height="4" rx="1" fill="url(#accent)"/>';
  }
}
