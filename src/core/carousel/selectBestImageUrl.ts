export interface BestImageInput {
  readonly origFile: string;
  readonly origWidth: number;
  readonly origHeight: number;
  readonly maxWidth: number;
  readonly maxHeight: number;
  readonly mediumFile: string;
  readonly largeFile: string;
  /** devicePixelRatio; default 1. */
  readonly pixelRatio?: number;
}

const PHOTON_HOST = /^i[0-2]\.wp\.com$/i;
/** Jetpack's "unknown" dimension. */
const UNKNOWN = 9999;

const stripQuery = (url: string): string => url.split('?')[0] ?? url;

function hostOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').hostname;
  } catch {
    return '';
  }
}

/** `-WxH.ext` in a file name, `=W%2CH` in a Photon URL; `[fallbackWidth, 0]` otherwise (s1.8 step 4). */
function sizeOf(url: string, photon: boolean, fallbackWidth: number): [number, number] {
  const match = photon ? /=(\d+)%2C(\d+)/i.exec(url) : /-(\d+)x(\d+)\.[a-z0-9]+(?:\?|$)/i.exec(url);
  if (!match) return [fallbackWidth, 0];
  const read = (value: string | undefined): number => (Number(value) === UNKNOWN ? 0 : Number(value));
  return [read(match[1]), read(match[2])];
}

/**
 * The smallest file that still fills the viewport box (carousel contract s1.8, Jetpack's
 * `selectBestImageUrl` with the medium step): large, then medium, else the original. Photon URLs get
 * a `fit` of twice the box when the original is bigger.
 */
export function selectBestImageUrl(input: BestImageInput): string {
  const { origFile, origWidth, origHeight, mediumFile, largeFile } = input;
  if (!origFile) return '';
  if (!origWidth || !input.maxWidth || !largeFile || !mediumFile) return origFile;
  const photon = PHOTON_HOST.test(hostOf(largeFile));
  const ratio = input.pixelRatio && input.pixelRatio > 1 ? input.pixelRatio : 1;
  const maxW = input.maxWidth * ratio;
  const maxH = input.maxHeight * ratio;
  const [largeW, largeH] = sizeOf(largeFile, photon, origWidth);
  const [mediumW, mediumH] = sizeOf(mediumFile, photon, origWidth);
  if (largeW >= maxW || largeH >= maxH) return largeFile;
  if (mediumW >= maxW || mediumH >= maxH) return mediumFile;
  if (photon) {
    if (!largeFile.includes('?')) return largeFile;
    const base = stripQuery(largeFile);
    return origWidth > maxW || origHeight > maxH ? `${base}?fit=${2 * maxW}%2C${2 * maxH}` : base;
  }
  return origFile;
}
