import { installAddressAutocomplete } from '../../adapters/addressAutocompleteGlobal.ts';
import { onFieldChange, setAddressFieldValue } from '../../adapters/addressFields.ts';
import { LABELS } from '../../core/constants/labels.ts';
import type { AddressField, AddressFieldKey, AddressSection } from '../../core/address/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { renderLayer } from '../shared/renderLayer.tsx';
import { AddressCombobox } from './AddressCombobox.tsx';
import { ensureStyles } from './ensureStyles.ts';

function isField(element: Element | null): element is AddressField {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * Address suggestions for one checkout section (spec s2, s4, s5; contract s5). Installs WooCommerce's
 * provider registry, `window.wc.addressAutocomplete`, then enhances `#{section}_address_1` in place.
 * With JavaScript off, or no provider for the country, the field stays a plain text input.
 */
export function mount(element: HTMLElement, context: IslandContext): Unmount {
  const registry = installAddressAutocomplete();
  if (!(element instanceof HTMLInputElement) || registry.namespace.isBlocksContext()) return () => undefined;
  const section: AddressSection = element.id.startsWith('shipping_') ? 'shipping' : 'billing';
  const doc = element.ownerDocument;
  ensureStyles(doc);

  const containerId = `address_suggestions_${section}`;
  const found = doc.getElementById(containerId);
  const container = found ?? doc.createElement('div');
  // The markup WooCommerce's address-autocomplete script builds (contract s5.5; its tests check it):
  // a polite live region right after the input, and an empty search icon in the input's parent,
  // which WooCommerce's and themes' stylesheets draw.
  if (!found) {
    container.id = containerId;
    container.className = 'woocommerce-address-suggestions';
    container.style.display = 'none';
    container.setAttribute('role', 'region');
    container.setAttribute('aria-live', 'polite');
    element.after(container);
  }
  const parent = element.parentElement;
  const icon = parent && !parent.querySelector(':scope > .address-search-icon') ? doc.createElement('div') : null;
  if (icon && parent) {
    icon.className = 'address-search-icon';
    parent.append(icon);
  }
  // Looked up on each use: the checkout rebuilds the state field when the country changes.
  const findField = (key: AddressFieldKey): AddressField | null => {
    const field = doc.getElementById(`${section}_${key}`);
    return isField(field) ? field : null;
  };

  const unmount = renderLayer(`${context.name}:${section}`, (
    <AddressCombobox
      input={element}
      section={section}
      container={container}
      registry={registry}
      label={LABELS.addressSuggestions}
      findField={findField}
      setFieldValue={setAddressFieldValue}
      onFieldChange={onFieldChange}
    />
  ));
  return () => {
    unmount();
    if (!found) container.remove();
    icon?.remove();
  };
}
