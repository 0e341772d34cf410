import type { WcEventMap } from './eventMap.ts';
import type { JQueryCodecTable } from './jqueryArgs.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `$wrapper` or a bare element to the element (realm-safe). */
function element(value: unknown): Element {
  const candidate = isObject(value) && typeof value['jquery'] === 'string' ? value[0] : value;
  return candidate as Element;
}

const countryAndWrapper = {
  toArgs: (detail: WcEventMap['country_to_state_changed'], wrap: (el: Element) => unknown): unknown[] => [detail.country, wrap(detail.wrapper)],
  fromArgs: (args: readonly unknown[]): WcEventMap['country_to_state_changed'] => ({ country: String(args[0] ?? ''), wrapper: element(args[1]) }),
};

/** country-select.js' argument lists: `[country, $wrapper]`. Other address, cart and checkout events pass `[detail]` or `[]`. */
export const ADDRESS_JQUERY_CODECS: JQueryCodecTable = {
  country_to_state_changing: countryAndWrapper,
  country_to_state_changed: countryAndWrapper,
};
