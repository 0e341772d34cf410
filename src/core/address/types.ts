/** The two address sections of the classic checkout (spec s2 'Checkout and address forms'). */
export type AddressSection = 'billing' | 'shipping';

/** A highlight range inside a suggestion label (spec s3 'Address suggestion'). */
export interface MatchRange {
  readonly offset: number;
  readonly length: number;
}

/** One suggestion a provider's `search` resolves to (spec s3; contract s5.3). */
export interface AddressSuggestion {
  readonly id: string;
  readonly label: string;
  readonly matchedSubstrings?: readonly MatchRange[];
}

/** What a provider's `select` resolves to: any of the six address fields (spec s7 'Address provider'). */
export interface SelectedAddress {
  readonly country?: string;
  readonly address_1?: string;
  readonly address_2?: string;
  readonly city?: string;
  readonly postcode?: string;
  readonly state?: string;
}

/**
 * A client-side address provider (contract s5.3). `search` gets an AbortSignal as an optional fourth
 * argument, an addition to WooCommerce's signature that providers may ignore: it is aborted when a
 * newer search supersedes this one.
 */
export interface AddressProvider {
  readonly id: string;
  canSearch(country: string): boolean;
  search(input: string, country: string, section: AddressSection, signal?: AbortSignal): unknown;
  select(addressId: string): unknown;
}

/** One entry of the server's provider list (spec s3 'Address provider'; contract s5.2). */
export interface ServerProvider {
  readonly id: string;
  readonly name?: string;
  readonly branding_html?: string;
}

/** What registration logs to; `console` in the page, a spy in tests. */
export interface RegistryLogger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}
