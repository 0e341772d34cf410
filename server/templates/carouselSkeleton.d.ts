/**
 * Jetpack's wp_footer overlay skeleton (carousel contract s1.6), comments variant for guests with
 * require_name_email on. The islands fill and show it; without JS it stays display:none.
 */
export declare function carouselSkeleton(): string;
