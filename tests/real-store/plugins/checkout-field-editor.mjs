// Checkout Field Editor for WooCommerce by ThemeHigh (wordpress.org slug woo-checkout-field-editor-pro) on the real
// store, for the differential harness. ThemeHigh publishes no repository of it;
// WordPressBugBounty/plugins-woo-checkout-field-editor-pro holds each wordpress.org release as released
// (installReleaseCopy). Settings as an owner saves them on WooCommerce > Checkout Form > Billing: WooCommerce's
// billing fields (what the page lists before its first save) plus one optional custom text field, "Purchase order
// number", shown in the order and its emails (docs/reference/checkout-field-editor.md).
import { installReleaseCopy } from './support/snapshot.mjs';

export const CHECKOUT_FIELD_EDITOR_GIT = process.env.CHECKOUT_FIELD_EDITOR_GIT ?? '/work/.mirror/WordPressBugBounty+plugins-woo-checkout-field-editor-pro/repo';

export async function install({ root, wpRoot, url }) {
  const outcome = installReleaseCopy({
    gitDir: CHECKOUT_FIELD_EDITOR_GIT,
    envName: 'CHECKOUT_FIELD_EDITOR_GIT',
    slug: 'woo-checkout-field-editor-pro',
    mainFile: 'checkout-form-designer.php',
    wpRoot,
    root,
    url,
    // The billing section as its settings page saves it (THWCFD_Utils::update_fields), with the custom field added.
    configure: `$fields = THWCFD_Utils::get_fields( 'billing' );
      $fields['billing_po_number'] = array( 'type' => 'text', 'name' => 'billing_po_number', 'label' => 'Purchase order number',
        'placeholder' => '', 'class' => array( 'form-row-wide' ), 'validate' => array(), 'required' => 0, 'enabled' => 1,
        'custom' => 1, 'show_in_email' => 1, 'show_in_order' => 1, 'priority' => 125 );
      THWCFD_Utils::update_fields( 'billing', $fields );`,
  });
  return outcome.startsWith('skipped') ? outcome : `${outcome}; an optional "Purchase order number" billing field`;
}

export const subject = { name: 'Checkout Field Editor for WooCommerce (ThemeHigh)', plugin: 'woo-checkout-field-editor-pro/checkout-form-designer.php' };
