/**
 * Jetpack's wp_footer overlay skeleton (carousel contract s1.6), comments variant for guests with
 * require_name_email on. The islands fill and show it; without JS it stays display:none.
 */
export function carouselSkeleton(): string {
  const field = (id: string, name: string, label: string): string => `<fieldset>
									<label for="jp-carousel-comment-form-${id}-field">${label}</label>
									<input type="text" name="${name}" class="jp-carousel-comment-form-field jp-carousel-comment-form-text-field" id="jp-carousel-comment-form-${id}-field" />
								</fieldset>`;
  return `<div id="jp-carousel-loading-overlay">
			<div id="jp-carousel-loading-wrapper">
				<span id="jp-carousel-library-loading"></span>
			</div>
		</div>
		<div class="jp-carousel-overlay" style="display: none;">
		<div class="jp-carousel-container">
			<div class="jp-carousel-wrap swiper jp-carousel-swiper-container jp-carousel-transitions" itemscope itemtype="https://schema.org/ImageGallery">
				<div class="jp-carousel swiper-wrapper"></div>
				<div class="jp-swiper-button-prev swiper-button-prev"></div>
				<div class="jp-swiper-button-next swiper-button-next"></div>
			</div>
			<div class="jp-carousel-close-hint"></div>
			<div class="jp-carousel-info">
				<div class="jp-carousel-info-footer">
					<div class="jp-carousel-pagination-container">
						<div class="jp-swiper-pagination swiper-pagination"></div>
						<div class="jp-carousel-pagination"></div>
					</div>
					<div class="jp-carousel-photo-title-container">
						<div class="jp-carousel-photo-caption"></div>
					</div>
					<div class="jp-carousel-photo-icons-container">
						<a href="#" class="jp-carousel-icon-btn jp-carousel-icon-info" aria-label="Toggle photo metadata visibility"><span class="jp-carousel-icon"></span></a>
						<a href="#" class="jp-carousel-icon-btn jp-carousel-icon-comments" aria-label="Toggle photo comments visibility"><span class="jp-carousel-icon"><span class="jp-carousel-has-comments-indicator" aria-label="This image has comments."></span></span></a>
					</div>
				</div>
				<div class="jp-carousel-info-extra">
					<div class="jp-carousel-info-content-wrapper">
						<div class="jp-carousel-photo-title-container">
							<div class="jp-carousel-photo-title"></div>
						</div>
						<div class="jp-carousel-comments-wrapper">
							<div id="jp-carousel-comments-loading"><span>Loading Comments...</span></div>
							<div class="jp-carousel-comments"></div>
							<div id="jp-carousel-comment-form-container">
								<span id="jp-carousel-comment-form-spinner"></span>
								<div id="jp-carousel-comment-post-results"></div>
								<form id="jp-carousel-comment-form">
									<label for="jp-carousel-comment-form-comment-field" class="screen-reader-text">Write a Comment...</label>
									<textarea name="comment" class="jp-carousel-comment-form-field jp-carousel-comment-form-textarea" id="jp-carousel-comment-form-comment-field" placeholder="Write a Comment..."></textarea>
									<div id="jp-carousel-comment-form-submit-and-info-wrapper">
										<div id="jp-carousel-comment-form-commenting-as">
								${field('email', 'email', 'Email (Required)')}
								${field('author', 'author', 'Name (Required)')}
								${field('url', 'url', 'Website')}
										</div>
										<input type="submit" name="submit" class="jp-carousel-comment-form-button" id="jp-carousel-comment-form-button-submit" value="Post Comment" />
									</div>
								</form>
							</div>
						</div>
						<div class="jp-carousel-image-meta">
							<div class="jp-carousel-title-and-caption">
								<div class="jp-carousel-photo-info">
									<div class="jp-carousel-caption" itemprop="caption description"></div>
								</div>
								<div class="jp-carousel-photo-description"></div>
							</div>
							<ul class="jp-carousel-image-exif" style="display: none;"></ul>
							<a class="jp-carousel-image-download" href="#" aria-label="Download image" target="_blank" style="display: none;"><span class="jp-carousel-download-text"></span></a>
							<div class="jp-carousel-image-map" style="display: none;"></div>
						</div>
					</div>
				</div>
			</div>
		</div>
		</div>
`;
}
