export interface ExifEntry {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** Jetpack's formats (carousel contract s1.15): f/2.8, 1/500s or 1.5s, 24mm; others as stored. */
export function formatExifValue(key: string, raw: string): string {
  const number = Number.parseFloat(raw);
  switch (key) {
    case 'focal_length':
      return `${raw}mm`;
    case 'aperture':
      return `f/${raw}`;
    case 'shutter_speed':
      return number >= 1 ? `${number.toFixed(1)}s` : `1/${Math.round(1 / number)}s`;
    default:
      return raw;
  }
}

/**
 * The EXIF panel's rows, in the JSON's own order: only keys in `allowed` with a value that is not
 * empty and does not parse to 0 (WordPress stores unknown values as "0").
 */
export function formatExif(
  meta: Readonly<Record<string, string>>,
  allowed: readonly string[],
  labels: Readonly<Record<string, string>>,
): ExifEntry[] {
  const entries: ExifEntry[] = [];
  for (const [key, raw] of Object.entries(meta)) {
    const value = raw.trim();
    if (!allowed.includes(key) || value === '' || Number.parseFloat(value) === 0) continue;
    entries.push({ key, label: labels[key] ?? key, value: formatExifValue(key, value) });
  }
  return entries;
}
