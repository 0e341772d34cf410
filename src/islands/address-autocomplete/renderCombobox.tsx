import { onFieldChange, setAddressFieldValue } from '../../adapters/addressFields.ts';
import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import type { AddressField, AddressFieldKey, AddressSection, ProviderRegistry } from '../../core/address/index.ts';
import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { AddressCombobox } from './AddressCombobox.tsx';
import type { ActiveProvider } from './trackActiveProvider.ts';

export interface ComboboxTarget {
  readonly page: PageScope;
  readonly key: string;
  readonly input: HTMLInputElement;
  readonly section: AddressSection;
  readonly container: HTMLElement;
  readonly registry: ProviderRegistry;
  readonly findField: (key: AddressFieldKey) => AddressField | null;
  readonly activeProvider: ActiveProvider;
}

/** The React layer of one address field: the combobox, drawn once the shopper reaches the field. */
export function renderCombobox({ page, key, input, section, container, registry, findField, activeProvider }: ComboboxTarget): () => void {
  return renderLayer(page, key, (
    <AddressCombobox
      input={input}
      section={section}
      container={container}
      registry={registry}
      label={readBundleStrings(input.ownerDocument).addressSuggestions}
      findField={findField}
      setFieldValue={setAddressFieldValue}
      onFieldChange={onFieldChange}
      activeProvider={activeProvider}
    />
  ));
}
