import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { fieldDayPost, PHOTO_ORIG_HEIGHT, PHOTO_ORIG_WIDTH } from '../catalogue/fieldDayPost.ts';
import { paletteFor } from '../images/palette.ts';
import { renderPhotoSvg } from '../images/renderPhotoSvg.ts';
import { renderBrandSvg, renderProductSvg } from '../images/renderProductSvg.ts';
import { PRODUCT_ORIG_SIZE, UPLOADS_PATH } from '../templates/uploads.ts';

/** Our SVGs, and the .jpg/.png names the captured store's pages use for the same images (drawn as SVG too). */
const FILE = /^(?<stem>[a-z0-9-]+?)(?:-(?<w>\d{2,4})x(?<h>\d{2,4}))?\.(?:svg|jpe?g|png)$/;
/** A product's extra gallery images on the captured store: `aw-as30-g0`, `aw-as30-g1`. */
const GALLERY_SUFFIX = /-g\d$/;
const MAX_SIDE = 4000;
/** Each brand's logo takes the colours of what it makes. */
const BRAND_CATEGORY: Record<string, string> = {
  agriwing: 'agricultural-drones', skymap: 'mapping-drones', racehawk: 'fpv-drones', aerolens: 'camera-drones', voltcore: 'batteries-chargers',
};

interface Size { w: number; h: number }

function pickSize(match: { w?: string | undefined; h?: string | undefined }, orig: Size, widthParam: unknown): Size | null {
  let size = match.w !== undefined && match.h !== undefined ? { w: Number(match.w), h: Number(match.h) } : orig;
  // Jetpack's prebuilt widths (370…2000) are requested as ?w=N on the original, keeping the ratio.
  const w = Number(widthParam);
  if (Number.isInteger(w) && w > 0) size = { w, h: Math.round((w * size.h) / size.w) };
  return size.w > MAX_SIDE || size.h > MAX_SIDE || size.w < 1 || size.h < 1 ? null : size;
}

function renderStem(services: AppServices, stem: string, size: Size | null, widthParam: unknown): string | null {
  const photos = [...fieldDayPost.photos, fieldDayPost.single, ...fieldDayPost.kit];
  const photoIndex = photos.findIndex((p) => p.file === stem);
  const photo = photos[photoIndex];
  if (photo !== undefined) {
    const s = size ?? { w: PHOTO_ORIG_WIDTH, h: PHOTO_ORIG_HEIGHT };
    return renderPhotoSvg(photoIndex, photo.title, s.w, s.h);
  }
  if (stem.startsWith('brand-')) {
    const brand = services.catalogue.brandBySlug(stem.slice(6));
    if (brand === undefined) return null;
    const s = size ?? { w: 600, h: 600 };
    return renderBrandSvg(brand.name, paletteFor(BRAND_CATEGORY[brand.slug] ?? ''), s.w, s.h);
  }
  const productStem = stem.replace(GALLERY_SUFFIX, '');
  const product = services.catalogue.listProducts({ orderby: 'menu_order', page: 1, perPage: 1000 })
    .products.find((p) => p.imageSlug === productStem);
  if (product === undefined) return null;
  const s = size ?? pickSize({}, { w: PRODUCT_ORIG_SIZE, h: PRODUCT_ORIG_SIZE }, widthParam) ?? { w: PRODUCT_ORIG_SIZE, h: PRODUCT_ORIG_SIZE };
  return renderProductSvg({ name: product.name, category: product.category, palette: paletteFor(product.category), width: s.w, height: s.h });
}

/** Generated "uploads": product shots, brand logos and the field-day photos, at any requested size. */
export function registerUploadsRoute(app: FastifyInstance, services: AppServices): void {
  app.get(`${UPLOADS_PATH}/:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const match = FILE.exec(file);
    if (match?.groups === undefined) return reply.status(404).type('text/plain').send('Not found');
    const stem = match.groups['stem'] ?? '';
    const widthParam = (request.query as Record<string, unknown>)['w'];
    const isPhoto = stem.startsWith('field-day-');
    const orig = isPhoto ? { w: PHOTO_ORIG_WIDTH, h: PHOTO_ORIG_HEIGHT } : { w: PRODUCT_ORIG_SIZE, h: PRODUCT_ORIG_SIZE };
    const size = pickSize({ w: match.groups['w'], h: match.groups['h'] }, orig, widthParam);
    if (size === null) return reply.status(404).type('text/plain').send('Not found');
    const svg = renderStem(services, stem, size, widthParam);
    if (svg === null) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
