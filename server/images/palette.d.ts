/** Background and accent colour per category family, so thumbnails read at a glance. */
export interface Palette {
    background: string;
    accent: string;
    ink: string;
}
export declare function paletteFor(category: string): Palette;
