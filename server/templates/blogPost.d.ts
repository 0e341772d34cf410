import type { SeedPost } from '../catalogue/fieldDayPost.ts';
/** single.php content for the field-day post. */
export declare function blogPost(siteUrl: string, post: SeedPost): string;
/** jetpack-carousel-js-extra, as localized by Jetpack 16 (values captured in gallery-post.html). */
export declare function jetpackCarouselGlobals(siteUrl: string, postUrl: string, nonce: string, loggedIn: boolean): string;
