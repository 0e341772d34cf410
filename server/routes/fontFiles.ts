import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Storefront's typeface, served from the npm package so no page asks a font CDN (issue #16). */
export const FONTS_PATH = '/wp-content/themes/storefront-lite/fonts';

/** The weights Storefront asks Google Fonts for (300, 400, 600, 700), upright, plus 400 italic. */
const FACES: ReadonlySet<string> = new Set(['300-normal', '400-normal', '400-italic', '600-normal', '700-normal']);

const fileName = (face: string): string => `source-sans-pro-latin-${face}.woff2`;

export function fontUrl(weight: number, style: 'normal' | 'italic' = 'normal'): string {
  return `${FONTS_PATH}/${fileName(`${weight}-${style}`)}`;
}

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('@fontsource/source-sans-pro/package.json')), 'files');

/** `@font-face` rules for every face, for pages that load Storefront's Google Fonts stylesheet. */
export function fontFaceCss(): string {
  return [...FACES].map((face) => {
    const [weight, style] = face.split('-');
    return `@font-face { font-family: "Source Sans Pro"; font-style: ${style}; font-weight: ${weight}; font-display: swap; src: url(${FONTS_PATH}/${fileName(face)}) format("woff2"); }`;
  }).join('\n');
}

export function registerFontFiles(app: FastifyInstance): void {
  app.get(`${FONTS_PATH}/:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const face = [...FACES].find((f) => fileName(f) === file);
    if (face === undefined) return reply.status(404).type('text/plain').send('Not found');
    const body = await readFile(join(FONT_DIR, file));
    return reply.type('font/woff2').header('Cache-Control', 'public, max-age=31536000, immutable').send(body);
  });
  app.get(`${FONTS_PATH}/source-sans-pro.css`, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(`${fontFaceCss()}\n`));
}
