import type { AddressFiller } from './createAddressFiller.ts';
import type { AddressProvider, RegistryLogger, SelectedAddress } from './types.ts';

/**
 * Asks the provider for the full address and fills the section (spec s7, s8). A failed select is
 * logged and leaves every field as it was; an answer that is not an object is ignored.
 */
export async function selectAddress(provider: AddressProvider, id: string, filler: AddressFiller, logger: RegistryLogger): Promise<boolean> {
  let address: unknown;
  try {
    address = await provider.select(id);
  } catch (error) {
    logger.error('Error selecting address from provider', provider.id, error);
    return false;
  }
  if (typeof address !== 'object' || address === null) return false;
  filler.fill(address as SelectedAddress);
  return true;
}
