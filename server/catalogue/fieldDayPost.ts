/** The blog post with a Jetpack gallery (gallery-post.html on the captured store). */
export interface SeedPhoto {
  attachmentId: number;
  /** File stem: /wp-content/uploads/2026/11/{file}.svg */
  file: string;
  title: string;
  caption: string;
  description: string;
  exif: { camera: string; aperture: string; shutterSpeed: string; focalLength: string; iso: string; copyright: string; createdTimestamp: number };
}

export interface SeedPost {
  id: number;
  slug: string;
  title: string;
  date: string;
  modified: string;
  photos: readonly SeedPhoto[];
  /** The single image outside the gallery (opens in the carousel on its own). */
  single: SeedPhoto;
  /** A second, small gallery (3 images: the carousel's bullet pager). */
  kit: readonly SeedPhoto[];
}

/** Originals are 2000 × 1333 (3:2), like drone camera stills. */
export const PHOTO_ORIG_WIDTH = 2000;
export const PHOTO_ORIG_HEIGHT = 1333;

const captions: ReadonlyArray<readonly [string, string]> = [
  ['Pre-flight check at sunrise', 'Checking arm locks, nozzles and the RTK fix before the first sortie.'],
  ['Filling the 30 L tank', 'The quick-release tank makes refills a two-minute job.'],
  ['Take-off over the headland', 'Climbing to a 3 m spray height over the headland.'],
  ['Radar terrain following in action', 'The radar keeps the boom at a constant height over the rolling field.'],
  ['8 m swath over soybeans', 'An 8 m swath at 6 m/s covers about 20 ha per hour.'],
  ['Battery swap in under a minute', 'Four smart batteries in rotation kept both drones flying.'],
  ['Second pass at golden hour', 'Evening passes reduce drift when the wind drops.'],
  ['Two AS-30s working in tandem', 'Swarm mode splits the field between two aircraft.'],
  ['Nozzle close-up', 'Centrifugal atomisers set to about 250 µm droplets.'],
  ['The ground station', 'Mission planning on a rugged tablet in the truck cab.'],
  ['Field map after the job', 'The as-applied map shows full coverage with no gaps.'],
  ['Back at the trailer', 'Packing up after 40 hectares in under three hours.'],
];

const cameras = ['AeroLens C2 Pro', 'AeroLens C1', 'SkyMap M4 RTK'];

function photo(index: number, title: string, caption: string): SeedPhoto {
  const n = index + 1;
  return {
    attachmentId: 202 + index,
    file: `field-day-${n}`,
    title,
    caption,
    description: `Photo ${n} of our soybean field day near Ames, Iowa.`,
    exif: {
      camera: cameras[index % cameras.length] ?? 'AeroLens C2 Pro',
      aperture: String([2.8, 4, 5.6][index % 3]),
      shutterSpeed: String([0.001, 0.002, 0.004][index % 3]),
      focalLength: String([24, 35, 12][index % 3]),
      iso: String([100, 200, 400][index % 3]),
      copyright: 'Skyline Drone Supply',
      createdTimestamp: 1778578200 + index * 900,
    },
  };
}

export const fieldDayPost: SeedPost = {
  id: 201,
  slug: 'field-day-spraying-soybeans',
  title: 'Field day: spraying 40 hectares of soybeans with the AS-30',
  date: '2026-05-12T09:30:00-05:00',
  modified: '2026-11-21T12:16:23-05:00',
  photos: captions.map(([title, caption], i) => photo(i, title, caption)),
  single: photo(12, 'The AS-30 at rest', 'The AS-30 folded for transport at the end of the day.'),
  kit: [
    photo(13, 'Spare props and arms', 'The spare parts case: props, arms and nozzles.'),
    photo(14, 'Smart batteries on the charger', 'Four batteries on the 4-bay charger in the truck.'),
    photo(15, 'RTK base station', 'The RTK base on its tripod at the field edge.'),
  ],
};
