import { installAddressAutocomplete } from '../../adapters/addressAutocompleteGlobal.ts';
import { onFieldChange } from '../../adapters/addressFields.ts';
import type { AddressField, AddressFieldKey, AddressSection } from '../../core/address/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { createLazyLayer } from '../../island-kit/createLazyLayer.ts';
import { trackComboboxRole } from './comboboxRole.ts';
import { ensureStyles } from './ensureStyles.ts';
import { trackActiveProvider } from './trackActiveProvider.ts';

function isField(element: Element | null): element is AddressField {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** A shopper reaching the field: the moment the combobox must exist (typing follows focus). */
const DRAW_ON = ['focusin', 'pointerdown', 'input'] as const;

/**
 * Address suggestions for one checkout section (spec s2, s4, s5; contract s5). Installs WooCommerce's
 * provider registry, `window.wc.addressAutocomplete`, at once (providers register after the page
 * loads), then enhances `#{section}_address_1` in place. The combobox is React, and React is
 * evaluated only when the shopper reaches the field (issue #15): a checkout nobody types an address
 * on pays no React. With JavaScript off, or no provider for the country, the field stays a plain input.
 */
export function mount(element: HTMLElement, context: IslandContext): Unmount {
  const registry = installAddressAutocomplete();
  if (!(element instanceof HTMLInputElement) || registry.namespace.isBlocksContext()) return () => undefined;
  const input = element;
  const section: AddressSection = input.id.startsWith('shipping_') ? 'shipping' : 'billing';
  const doc = input.ownerDocument;
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
    input.after(container);
  }
  const parent = input.parentElement;
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

  // Published at once: WooCommerce's checkout script reads the active provider before anyone types.
  const countryField = findField('country');
  const activeProvider = trackActiveProvider({
    registry,
    section,
    countryField: countryField instanceof HTMLSelectElement || countryField instanceof HTMLInputElement ? countryField : null,
    onFieldChange,
  });

  // The field is announced as a combobox from the start (a screen reader reaching it must hear it),
  // while React, which draws the list, waits for the shopper to reach it.
  const stopRole = trackComboboxRole(input, `address_suggestions_${section}_list`, activeProvider);

  const layer = createLazyLayer({
    target: input,
    reachEvents: DRAW_ON,
    load: () => import('./renderCombobox.tsx').then(({ renderCombobox }) => () =>
      renderCombobox({ page: context.page, key: `${context.name}:${section}`, input, section, container, registry, findField, activeProvider })),
    // The field stays a plain text input (the shopper types the address); say why once.
    onLoadFailed: (error) => console.error('[wc-islands] address suggestions did not load:', error),
  });
  // Focused before this code arrived (autofocus, or a fast shopper): draw now.
  if (doc.activeElement === input) layer.draw();
  return () => {
    layer.stop();
    stopRole();
    activeProvider.stop();
    if (!found) container.remove();
    icon?.remove();
  };
}
