/** wc_get_rating_html(); nothing when the product has no reviews. */
export declare function starRating(rating: number): string;
