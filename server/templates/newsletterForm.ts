/**
 * Mailjet subscription widget (carousel-theme-newsletter-contract s3.3). Property keys are
 * Mailjet's numeric contact-property ids, not names.
 */
export const NEWSLETTER_WIDGET_ID = 'wp_mailjet_subscribe_widget-3';

export function newsletterForm(): string {
  return `<div id="${NEWSLETTER_WIDGET_ID}" class="widget widget_wp_mailjet_subscribe_widget">
<div class="mailjet_widget_front_container">
	<div id="mailjet-widget-title-wrap"><span class="gamma widget-title">Field notes newsletter</span></div>
	<form method="post" action="" id="mailjetSubscriptionForm" name="${NEWSLETTER_WIDGET_ID}">
		<div class="mailjet-widget-form-group">
			<input type="email" name="subscription_email" id="mailjet_widget_email" required placeholder="* your@email.com" aria-label="Email address (required)" value="" />
			<input type="hidden" name="subscription_locale" id="mailjet_widget_locale" value="en_US" />
			<input type="hidden" name="action" value="send_mailjet_subscription_form" />
		</div>
		<div class="mailjet-widget-form-group">
			<input type="text" class="mj_form_property" name="properties[1]" placeholder="First name" aria-label="First name" value="" />
		</div>
		<div class="mailjet-widget-form-group">
			<input type="checkbox" class="mj_form_property" name="properties[2]" id="mailjet_property_2" value="1" />
			<label for="mailjet_property_2" class="mailjet-widget-label">I fly agricultural drones</label>
		</div>
		<input type="hidden" name="widget_id" value="${NEWSLETTER_WIDGET_ID}" />
		<input type="submit" value="Subscribe" />
	</form>
	<span class="mailjet_widget_form_message"></span>
</div>
</div>`;
}
