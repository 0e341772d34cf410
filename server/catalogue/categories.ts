export interface SeedCategory {
  slug: string;
  name: string;
  parent: string | null;
  termId: number;
}

/** Product categories, with the term ids the real store used (drones 16 … batteries 25). */
export const seedCategories: readonly SeedCategory[] = [
  { slug: 'drones', name: 'Drones', parent: null, termId: 16 },
  { slug: 'agricultural-drones', name: 'Agricultural Drones', parent: 'drones', termId: 17 },
  { slug: 'mapping-drones', name: 'Mapping Drones', parent: 'drones', termId: 18 },
  { slug: 'fpv-drones', name: 'FPV Drones', parent: 'drones', termId: 19 },
  { slug: 'camera-drones', name: 'Camera Drones', parent: 'drones', termId: 20 },
  { slug: 'spare-parts', name: 'Spare Parts', parent: null, termId: 21 },
  { slug: 'frames-arms', name: 'Frames & Arms', parent: 'spare-parts', termId: 22 },
  { slug: 'spraying-system', name: 'Spraying System', parent: 'spare-parts', termId: 23 },
  { slug: 'propulsion', name: 'Propulsion', parent: 'spare-parts', termId: 24 },
  { slug: 'batteries-chargers', name: 'Batteries & Chargers', parent: 'spare-parts', termId: 25 },
];
