const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * `fd`: `YYYY-MM-DD hh:mm:ss` in the given hours from UTC, or in the browser's local time when
 * undefined (reference s5). WooCommerce passes 0, so its dates are UTC.
 */
export function formatVisitDate(now: number, offsetHours: number | undefined): string {
  const date = new Date(offsetHours === undefined ? now : now + offsetHours * 3_600_000);
  const utc = offsetHours !== undefined;
  const parts = utc
    ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    : [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
  const [year, month, day, hours, minutes, seconds] = parts.map(pad);
  return `${year}-${month}-${day} ${hours}:${minutes}:${seconds}`;
}
