import type { Palette } from './palette.ts';
export interface ProductSvgOptions {
    name: string;
    category: string;
    isDrone: boolean;
    palette: Palette;
    width: number;
    height: number;
}
/** Drawn on a 100-unit grid and scaled through viewBox, so every size is the same picture. */
export declare function renderProductSvg(o: ProductSvgOptions): string;
