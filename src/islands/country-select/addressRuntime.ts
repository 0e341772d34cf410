import { readAddressI18nConfigIfPrinted, readCountrySelectConfig } from '../../adapters/readCheckoutParams.ts';
import { applyAddressLocale } from '../../core/checkout/index.ts';
import type { AddressI18nConfig, CountrySelectConfig } from '../../core/checkout/index.ts';
import { ADDRESS_JQUERY_CODECS } from '../../core/events/addressCodecs.ts';
import type { EventBus } from '../../core/events/index.ts';
import { pageKey, pageState } from '../../core/page/index.ts';
import type { IslandContext } from '../../core/scanner/index.ts';

export interface AddressRuntime {
  readonly countries: CountrySelectConfig;
  /** Null where WooCommerce printed no address-i18n.js (the cart's shipping calculator). */
  readonly i18n: AddressI18nConfig | null;
}

const ADDRESS_RUNTIME = pageKey<AddressRuntime>('address runtime');

/**
 * Built once per page, whichever country field mounts first: reads both globals (throwing
 * IslandConfigError when unusable) and, like address-i18n.js, applies the locale on every
 * `country_to_state_changing`, whoever fired it, then says it is ready.
 */
export function addressRuntime({ bus, page }: IslandContext): AddressRuntime {
  return pageState(page, ADDRESS_RUNTIME, () => createAddressRuntime(bus));
}

function createAddressRuntime(bus: EventBus): AddressRuntime {
  const built: AddressRuntime = { countries: readCountrySelectConfig(), i18n: readAddressI18nConfigIfPrinted() };
  bus.addCodecs(ADDRESS_JQUERY_CODECS);
  const { i18n } = built;
  if (i18n) {
    bus.on('country_to_state_changing', ({ country, wrapper }) => {
      if (wrapper instanceof Element) applyAddressLocale(wrapper, country, i18n);
    });
    bus.emit('wc_address_i18n_ready');
  }
  return built;
}
