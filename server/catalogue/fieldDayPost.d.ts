/** The blog post with a Jetpack gallery (gallery-post.html on the captured store). */
export interface SeedPhoto {
    attachmentId: number;
    /** File stem: /wp-content/uploads/2026/11/{file}.svg */
    file: string;
    title: string;
    caption: string;
    description: string;
    exif: {
        camera: string;
        aperture: string;
        shutterSpeed: string;
        focalLength: string;
        iso: string;
        copyright: string;
        createdTimestamp: number;
    };
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
export declare const PHOTO_ORIG_WIDTH = 2000;
export declare const PHOTO_ORIG_HEIGHT = 1333;
export declare const fieldDayPost: SeedPost;
