/** Background and accent colour per category family, so thumbnails read at a glance. */
export interface Palette {
  background: string;
  accent: string;
  ink: string;
}

const PALETTES: Record<string, Palette> = {
  'agricultural-drones': { background: '#e7f3e1', accent: '#3f7d20', ink: '#1f3d10' },
  'mapping-drones': { background: '#e1edf7', accent: '#1f5f99', ink: '#0f2f4d' },
  'fpv-drones': { background: '#fbe9e3', accent: '#b23a12', ink: '#5a1d09' },
  'camera-drones': { background: '#eee7f6', accent: '#5b3a99', ink: '#2d1d4d' },
  'frames-arms': { background: '#e9e9e9', accent: '#333333', ink: '#111111' },
  'spraying-system': { background: '#e0f4f2', accent: '#0f766e', ink: '#083b37' },
  propulsion: { background: '#fdf3dc', accent: '#a16207', ink: '#4f3003' },
  'batteries-chargers': { background: '#fff1e0', accent: '#c2410c', ink: '#5c1f06' },
};

export function paletteFor(category: string): Palette {
  return PALETTES[category] ?? { background: '#eef0f2', accent: '#43454b', ink: '#1e1f21' };
}
