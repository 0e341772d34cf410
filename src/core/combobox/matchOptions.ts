/** One choice of a native select, as the combobox shows and filters it. */
export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "aland" finds "Åland Islands" (as selectWoo's matcher). */
export function foldLabel(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * Positions (into `options`) of the options whose label contains the query, in list order, with
 * the labels that start with it first: typing "ger" puts Germany before Algeria's neighbours that
 * merely contain it. An empty query keeps every option.
 */
export function matchOptions(options: readonly ComboboxOption[], query: string): number[] {
  const needle = foldLabel(query);
  const all = options.map((_, index) => index);
  if (needle === '') return all;
  const starts: number[] = [];
  const contains: number[] = [];
  for (const index of all) {
    const label = foldLabel(options[index]!.label);
    if (label.startsWith(needle)) starts.push(index);
    else if (label.includes(needle)) contains.push(index);
  }
  return [...starts, ...contains];
}
