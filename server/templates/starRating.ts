/** wc_get_rating_html(); nothing when the product has no reviews. */
export function starRating(rating: number): string {
  if (rating <= 0) return '';
  const value = rating.toFixed(2);
  const width = Math.round((rating / 5) * 100);
  return `<div class="star-rating" role="img" aria-label="Rated ${value} out of 5"><span style="width:${width}%">Rated <strong class="rating">${value}</strong> out of 5</span></div>`;
}
