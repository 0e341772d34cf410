import type { WcEventMap, WcEventName } from './eventMap.ts';
import type { JQueryCodec, JQueryCodecTable } from './jqueryArgs.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The codec for `name`: the table's, else one passing the detail as the single argument. */
export function codecFor<K extends WcEventName>(name: K, table: JQueryCodecTable): JQueryCodec<K> {
  const listed = table[name] as JQueryCodec<K> | undefined;
  return (
    listed ?? {
      toArgs: (detail) => (detail === undefined ? [] : [detail]),
      fromArgs: (args) => args[0] as WcEventMap[K],
    }
  );
}

/**
 * Detail of a native event from code other than the bus. WooCommerce's interim vanilla scripts send
 * the jQuery argument list as `detail` (adding_to_cart) or as `detail.detail` (added_to_cart), contract s9;
 * a listed event dispatched without detail gets the codec's empty value rather than undefined.
 */
export function fromNativeDetail<K extends WcEventName>(name: K, detail: unknown, table: JQueryCodecTable): WcEventMap[K] {
  const codec = table[name] as JQueryCodec<K> | undefined;
  if (!codec) return detail as WcEventMap[K];
  if (Array.isArray(detail)) return codec.fromArgs(detail);
  if (!isObject(detail)) return codec.fromArgs([]);
  const nested = detail['detail'];
  return Array.isArray(nested) ? codec.fromArgs(nested) : (detail as WcEventMap[K]);
}
