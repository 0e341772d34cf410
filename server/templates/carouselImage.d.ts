import type { SeedPhoto } from '../catalogue/fieldDayPost.ts';
export declare const LARGE: {
    w: number;
    h: number;
};
export declare const MEDIUM: {
    w: number;
    h: number;
};
/** Jetpack's prebuilt carousel widths; our image route serves each as `?w=N` on the original. */
export declare const CAROUSEL_WIDTHS: readonly [370, 700, 1000, 1200, 1400, 2000];
/**
 * An attachment <img> with Jetpack's data attributes. Title, description and caption are
 * deliberately double-encoded, as Jetpack does (htmlspecialchars then esc_attr).
 */
export declare function carouselImage(siteUrl: string, postUrl: string, photo: SeedPhoto, options: {
    lazy: boolean;
}): string;
