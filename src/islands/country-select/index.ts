import { ADDRESS_WRAPPER_SELECTOR, STATE_FIELD_SELECTOR } from '../../core/constants.ts';
import { applyCountryToState } from '../../core/checkout/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { yieldToMain } from '../../core/scanner/yieldToMain.ts';
import { addressRuntime } from './addressRuntime.ts';
import { enhanceSelects } from './enhanceSelects.ts';

/** country-select.js: the form the state field is looked up in. */
function wrapperOf(field: HTMLElement): Element {
  return field.closest(ADDRESS_WRAPPER_SELECTOR) ?? field.closest('.form-row')?.parentElement ?? field.ownerDocument.body;
}

/**
 * One country field (country-select.js' `change refresh` handler): rebuild the state field for the
 * country, then let the locale apply (`country_to_state_changing`). On mount it refreshes once, as
 * country-select.js does on load, without announcing a state change (nothing was chosen).
 */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  const runtime = addressRuntime(context);
  const field = element as HTMLSelectElement | HTMLInputElement;
  let lastCountry = field.value;
  const selects = enhanceSelects(context.page, field, runtime.countries.noMatchesText);
  const refresh = (announce: boolean): void => {
    const wrapper = wrapperOf(field);
    const country = field.value;
    // A 'change' that kept the country (an autofill re-setting it) leaves the state alone: unlike
    // country-select.js we then fire no change on the state field, so its listeners see no fake edit.
    const changed = country !== lastCountry;
    lastCountry = country;
    const kind = applyCountryToState(wrapper, country, runtime.countries);
    if (kind !== null) {
      context.bus.emit('country_to_state_changed', { country, wrapper });
      // country-select.js triggers change on the rebuilt select: checkout validation and totals follow it.
      const state = wrapper.querySelector(STATE_FIELD_SELECTOR);
      if (announce && changed && kind === 'select') state?.dispatchEvent(new Event('change', { bubbles: true }));
    }
    context.bus.emit('country_to_state_changing', { country, wrapper });
    selects.refresh(wrapper);
  };
  const onChange = (): void => refresh(true);
  field.addEventListener('change', onChange);
  // The first refresh rebuilds the state field and applies the locale to the whole address: in a task
  // of its own, after the globals were read and the selects enhanced, so a checkout's billing and
  // shipping mounts stay short tasks on a slow phone (issue #15, blocking time). A change meanwhile
  // refreshes at once; this one then finds the country unchanged.
  await yieldToMain();
  refresh(false);
  return () => {
    field.removeEventListener('change', onChange);
    selects.destroy();
  };
}
