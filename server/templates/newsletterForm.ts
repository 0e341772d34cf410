import type { NewsletterFlash } from '../newsletter/newsletterFlash.ts';
import { escapeHtml } from './escape.ts';

/**
 * Mailjet subscription widget (carousel-theme-newsletter-contract s3.3). Property keys are
 * Mailjet's numeric contact-property ids, not names (server/newsletter/widgetProperties.ts).
 */
export const NEWSLETTER_WIDGET_ID = 'wp_mailjet_subscribe_widget-3';
const FORM_ID = 'mailjetSubscriptionForm';
/** The same text and markup the newsletter island adds for a property in error. */
const FIELD_ERROR_TEXT = 'Please check this field.';

/** A field's error state after a no-JS post: Mailjet's has-error class, aria-invalid and a linked message. */
function errorState(flash: NewsletterFlash | null, id: number): { cls: string; attrs: string; note: string } {
  if (flash === null || !flash.propErrors.includes(id)) return { cls: '', attrs: '', note: '' };
  const noteId = `${FORM_ID}-property-${id}-error`;
  return {
    cls: ' has-error',
    attrs: ` aria-invalid="true" aria-describedby="${noteId}"`,
    note: `<span class="mj_form_property_error" id="${noteId}">${FIELD_ERROR_TEXT}</span>`,
  };
}

export function newsletterForm(flash: NewsletterFlash | null = null): string {
  const name = errorState(flash, 1);
  const flies = errorState(flash, 2);
  // The live region attributes are the island's too: a no-JS visitor's page simply loads with the text.
  return `<div id="${NEWSLETTER_WIDGET_ID}" class="widget widget_wp_mailjet_subscribe_widget">
<div class="mailjet_widget_front_container">
	<div id="mailjet-widget-title-wrap"><span class="gamma widget-title">Field notes newsletter</span></div>
	<form method="post" action="" id="${FORM_ID}" name="${NEWSLETTER_WIDGET_ID}">
		<div class="mailjet-widget-form-group">
			<input type="email" name="subscription_email" id="mailjet_widget_email" required placeholder="* your@email.com" aria-label="Email address (required)" value="" />
			<input type="hidden" name="subscription_locale" id="mailjet_widget_locale" value="en_US" />
			<input type="hidden" name="action" value="send_mailjet_subscription_form" />
		</div>
		<div class="mailjet-widget-form-group">
			<input type="text" class="mj_form_property${name.cls}" name="properties[1]" placeholder="First name" aria-label="First name" value=""${name.attrs} />${name.note}
		</div>
		<div class="mailjet-widget-form-group">
			<input type="checkbox" class="mj_form_property${flies.cls}" name="properties[2]" id="mailjet_property_2" value="1"${flies.attrs} />
			<label for="mailjet_property_2" class="mailjet-widget-label">I fly agricultural drones</label>${flies.note}
		</div>
		<input type="hidden" name="widget_id" value="${NEWSLETTER_WIDGET_ID}" />
		<input type="submit" value="Subscribe" />
	</form>
	<span class="mailjet_widget_form_message" role="status" aria-live="polite">${escapeHtml(flash?.message ?? '')}</span>
</div>
</div>`;
}
