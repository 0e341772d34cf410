export interface SeedBrand {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** Brands as on the captured store (term ids 26-30). */
export const seedBrands: readonly SeedBrand[] = [
  { id: 26, slug: 'agriwing', name: 'AgriWing', description: 'Agricultural spraying drones and genuine AS-series spare parts.' },
  { id: 27, slug: 'skymap', name: 'SkyMap', description: 'RTK mapping and survey drones for agronomists and surveyors.' },
  { id: 28, slug: 'racehawk', name: 'RaceHawk', description: 'FPV racing and freestyle drones, frames and propulsion.' },
  { id: 29, slug: 'aerolens', name: 'AeroLens', description: 'Camera drones for photography, inspection and film.' },
  { id: 30, slug: 'voltcore', name: 'VoltCore', description: 'Flight batteries and fast chargers for every fleet size.' },
];
