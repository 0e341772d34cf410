import type { Review } from '../../productPages/types.ts';
import type { Product } from '../../store/Product.ts';
import { escapeAttr, escapeHtml } from '../escape.ts';

/** The rating select WooCommerce prints (and its script replaces with stars): highest first. */
export const RATING_OPTIONS: ReadonlyArray<readonly [number, string]> = [
  [5, 'Perfect'], [4, 'Good'], [3, 'Average'], [2, 'Not that bad'], [1, 'Very poor'],
];

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Chicago' });

/** review-rating.php: a review's own stars print the whole number ("Rated 4 out of 5"). */
function reviewStars(rating: number): string {
  return `<div class="star-rating" role="img" aria-label="Rated ${rating} out of 5"><span style="width:${rating * 20}%">Rated <strong class="rating">${rating}</strong> out of 5</span></div>`;
}

/** single-product/review.php (avatars off: the store's show_avatars is 0, so nothing is fetched from Gravatar). */
function reviewItem(review: Review, index: number): string {
  const parity = index % 2 === 0 ? 'even thread-even' : 'odd alt thread-odd thread-alt';
  return `<li class="review ${parity} depth-1" id="li-comment-${review.id}">

	<div id="comment-${review.id}" class="comment_container">

		<div class="comment-text">

			${reviewStars(review.rating)}
	<p class="meta">
		<strong class="woocommerce-review__author">${escapeHtml(review.author)} </strong>
				<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${escapeAttr(review.date)}">${dateFormat.format(new Date(review.date))}</time>
	</p>

	<div class="description"><p>${escapeHtml(review.content)}</p>
</div>
		</div>
	</div>
</li><!-- #comment-## -->
`;
}

function reviewForm(siteUrl: string, product: Product, loggedIn: boolean): string {
  const options = RATING_OPTIONS.map(([v, label]) => `\n\t\t\t\t\t\t<option value="${v}">${label}</option>`).join('');
  const identity = loggedIn ? '' : `<p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
`;
  return `<div id="review_form_wrapper">
			<div id="review_form">
					<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">Add a review</span><form action="${escapeAttr(`${siteUrl}/wp-comments-post.php`)}" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Rate&hellip;</option>${options}
					</select></div><p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>${identity}<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->
				</div>
		</div>`;
}

/** single-product-reviews.php: the list, then the form (reviews need no purchase on this store). */
export function productReviews(siteUrl: string, product: Product, reviews: readonly Review[], loggedIn: boolean): string {
  const title = reviews.length === 0 ? 'Reviews'
    : `${reviews.length} review${reviews.length === 1 ? '' : 's'} for <span>${escapeHtml(product.name)}</span>`;
  const list = reviews.length === 0 ? '\n\t\t\t<p class="woocommerce-noreviews">There are no reviews yet.</p>\n'
    : `\n\t\t\t<ol class="commentlist">\n\t\t\t\t${reviews.map(reviewItem).join('')}\t\t\t</ol>\n`;
  return `<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">
			${title}		</h2>
${list}
			</div>

			${reviewForm(siteUrl, product, loggedIn)}
	
	<div class="clear"></div>
</div>`;
}
