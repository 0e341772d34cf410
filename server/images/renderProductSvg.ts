import { materials, studio } from './materials.ts';
import type { Palette } from './palette.ts';
import * as shapes from './productShapes.ts';
import { svgTextLines } from './svgText.ts';
import { md5 } from '../util/hash.ts';

/** A steady per-product pose (scale 0.92–1.1, tilt ±4°), so siblings of one category are not the same picture. */
function pose(name: string): string {
  const h = md5(name);
  const scale = 0.92 + (parseInt(h.slice(0, 2), 16) / 255) * 0.18;
  const tilt = (parseInt(h.slice(2, 4), 16) / 255) * 8 - 4;
  return `translate(50 52) rotate(${tilt.toFixed(1)}) scale(${scale.toFixed(3)}) translate(-50 -52)`;
}

/** Which product shot a product gets: by category, then by words of its name. */
function shotFor(category: string, name: string): string {
  const n = name.toLowerCase();
  switch (category) {
    case 'agricultural-drones': return shapes.sprayingDrone(true);
    case 'mapping-drones': return n.includes('fixed-wing') ? shapes.fixedWing() : shapes.mappingDrone(n.includes('rtk'));
    case 'fpv-drones': return shapes.fpvDrone(n.includes('cinewhoop'));
    case 'camera-drones':
      // The Fly More combo: the drone with a spare battery in front of it.
      return n.includes('combo')
        ? `${shapes.cameraDrone(false)}<g transform="translate(52 38) scale(.5)">${shapes.smartBattery(false)}</g>`
        : shapes.cameraDrone(n.includes('thermal'));
    case 'frames-arms':
      if (n.includes('plate')) return shapes.framePlate();
      if (n.includes('landing')) return shapes.landingGear();
      if (n.includes('frame kit')) return shapes.fpvDrone(false);
      return shapes.frameArm();
    case 'spraying-system':
      if (n.includes('nozzle')) return shapes.nozzles(n.includes('centrifugal'));
      if (n.includes('tank')) return shapes.sprayTank();
      if (n.includes('hose')) return shapes.hoseSet();
      return shapes.pump();
    case 'propulsion':
      if (n.includes('propeller')) return shapes.propellers(n.includes('tri-blade'));
      if (n.includes('esc')) return shapes.esc();
      return shapes.motor(n.includes('fpv'));
    case 'batteries-chargers':
      if (n.includes('bag')) return shapes.charger('bag');
      if (n.includes('generator')) return shapes.charger('generator');
      if (n.includes('board')) return shapes.charger('board');
      if (n.includes('charger')) return shapes.charger('charger');
      if (n.includes('lipo')) return shapes.lipo();
      return shapes.smartBattery(n.includes('14s') || n.includes('12s'));
    default: return shapes.sprayingDrone(false);
  }
}

export interface ProductSvgOptions {
  name: string;
  category: string;
  palette: Palette;
  width: number;
  height: number;
}

/**
 * A studio product shot (the object on a seamless backdrop with its contact shadow), drawn on a
 * 100-unit grid and scaled through viewBox, so every WordPress size is the same picture. No text:
 * the page prints the product's name.
 */
export function renderProductSvg(o: ProductSvgOptions): string {
  const vbH = (100 * o.height) / o.width;
  const offset = (vbH - 100) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 100 ${vbH.toFixed(2)}">`
    + `${materials(o.palette)}${studio(vbH, 77 + offset, 78)}<g transform="translate(0 ${offset.toFixed(2)}) ${pose(o.name)}">${shotFor(o.category, o.name)}</g></svg>`;
}

/** A brand's logo tile: its name as a wordmark over a rotor mark, in the brand's colour. */
export function renderBrandSvg(name: string, palette: Palette, width: number, height: number): string {
  const vbH = (100 * height) / width;
  const mark = [-1, 1].flatMap((dx) => [-1, 1].map((dy) => `<circle cx="${50 + dx * 9}" cy="${vbH * 0.36 + dy * 9}" r="6.5" fill="none" stroke="${palette.accent}" stroke-width="2.2"/>`)).join('')
    + `<rect x="46" y="${vbH * 0.36 - 4}" width="8" height="8" rx="2" fill="${palette.ink}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${vbH.toFixed(2)}">`
    + `<rect width="100" height="${vbH.toFixed(2)}" fill="#fff"/>${mark}${svgTextLines([name], 50, vbH * 0.76, 11, palette.ink)}</svg>`;
}
