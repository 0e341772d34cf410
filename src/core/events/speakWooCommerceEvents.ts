import { callInlineHandlers } from './callInlineHandlers.ts';
import type { EventBus } from './createEventBus.ts';
import { JQUERY_CODECS } from './jqueryArgs.ts';

/**
 * Makes the bus deliver WooCommerce's events the way its jQuery-era scripts did: WooCommerce's argument
 * lists for jQuery handlers and, on pages without jQuery, the `on<type>` properties jQuery's trigger
 * would have called. Capabilities that fire those events call this before their first emit.
 */
export function speakWooCommerceEvents(bus: EventBus): void {
  bus.addCodecs(JQUERY_CODECS);
  bus.setInlineHandlers(callInlineHandlers);
}
