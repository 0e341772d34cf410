import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDING, SUGGESTIONS, changeCountry, key, settle, setup, type } from './fixture.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const options = (section = 'billing') => [...document.querySelectorAll<HTMLElement>(`#address_suggestions_${section} [role="option"]`)];
const listbox = () => screen.getAllByRole('listbox', { hidden: true })[0]!;

describe('combobox set-up and the active provider (spec s4; contract s5.4)', () => {
  it('makes the address field a combobox controlling a listbox labelled "Address suggestions"', () => {
    const { input } = setup();
    expect(input()).toHaveProperty('role', 'combobox');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe('address_suggestions_billing_list');
    expect(listbox().getAttribute('aria-label')).toBe('Address suggestions');
    expect(input().closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(true);
  });

  it('publishes the provider that can search the selected country as the section\'s active provider', () => {
    const { ns, provider } = setup();
    expect(ns.getActiveProvider('billing')).toBe(provider);
    expect(ns.getActiveProvider('shipping')).toBe(provider);
  });

  it('drops the combobox when the country changes to one no provider can search, and restores it', async () => {
    const { ns, input, field } = setup();
    await changeCountry(field('country'), 'CA');
    expect(ns.getActiveProvider('billing')).toBeNull();
    for (const name of ['role', 'aria-expanded', 'aria-controls', 'aria-autocomplete', 'aria-haspopup']) expect(input().hasAttribute(name)).toBe(false);
    expect(input().closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(false);
    expect(ns.getActiveProvider('shipping')).not.toBeNull();
    await changeCountry(field('country', 'shipping'), 'CA');
    expect(ns.getActiveProvider('shipping')).toBeNull();
    await changeCountry(field('country'), 'US');
    expect(input().getAttribute('role')).toBe('combobox');
  });

  it('searches what the shopper typed while the layer was loading, without waiting for the next key', async () => {
    const { provider } = setup({ typedBeforeDraw: '123 Main' });
    await settle();
    expect(provider.search).toHaveBeenCalledTimes(1);
    expect(provider.search.mock.calls[0]?.[0]).toBe('123 Main');
    expect(options()).toHaveLength(SUGGESTIONS.length);
  });

  it('searches nothing on drawing when the field holds only what the server printed', async () => {
    const { provider } = setup();
    await settle();
    expect(provider.search).not.toHaveBeenCalled();
  });

  it('does not search for a country no provider covers', async () => {
    const { provider, input, field } = setup();
    await changeCountry(field('country'), 'CA');
    await type(input(), '123 Main');
    expect(provider.search).not.toHaveBeenCalled();
    expect(options()).toHaveLength(0);
  });

  it('activates a provider that registers after the field was enhanced', async () => {
    const { ns, register, input } = setup({ registerLater: true });
    expect(input().hasAttribute('role')).toBe(false);
    register();
    await settle();
    expect(ns.getActiveProvider('billing')?.id).toBe('test-provider');
    expect(input().getAttribute('role')).toBe('combobox');
  });
});

describe('showing suggestions (spec s5)', () => {
  it('does not search below 3 characters', async () => {
    const { provider, input } = setup();
    await type(input(), '12');
    expect(provider.search).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows suggestions from 3 characters, searching with text, country and section', async () => {
    const { provider, input, container } = setup();
    await type(input(), '123');
    expect(provider.search).toHaveBeenCalledWith('123', 'US', 'billing', expect.any(AbortSignal));
    expect(options().map((o) => o.textContent)).toEqual(SUGGESTIONS.map((s) => s.label));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(container().style.display).toBe('block');
  });

  it('hides the list when the text goes back under 3 characters', async () => {
    const { input, container } = setup();
    await type(input(), '123');
    await type(input(), '12');
    expect(options()).toHaveLength(0);
    expect(container().style.display).toBe('none');
  });

  it('shows matched ranges in bold', async () => {
    const { input } = setup();
    await type(input(), '123');
    expect(within(options()[0]!).getByText('123').tagName).toBe('STRONG');
  });

  it('shows at most 5 suggestions', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `a${i}`, label: `${i} Main Street`, matchedSubstrings: [] }));
    const { input } = setup({ search: async () => many });
    await type(input(), 'Main');
    expect(options()).toHaveLength(5);
  });

  it('hides the list on an empty answer, a non-list answer and a failed search', async () => {
    let answer: () => unknown = () => SUGGESTIONS;
    const { input, logger } = setup({ search: async () => answer() });
    await type(input(), '123');
    answer = () => [];
    await type(input(), '1234');
    expect(options()).toHaveLength(0);
    answer = () => SUGGESTIONS;
    await type(input(), '12345');
    answer = () => 'nope';
    await type(input(), '123456');
    expect(options()).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith('Invalid suggestions response - not an array');
    answer = () => SUGGESTIONS;
    await type(input(), '1234567');
    answer = () => {
      throw new Error('Search failed');
    };
    await type(input(), '12345678');
    expect(options()).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith('Address search error:', expect.any(Error));
  });

  it('never lets a slower earlier answer replace a newer one', async () => {
    const pending: Array<(value: unknown) => void> = [];
    const { input } = setup({ search: () => new Promise((resolve) => pending.push(resolve)) });
    await type(input(), '123');
    await type(input(), '456');
    await act(async () => pending[1]?.([SUGGESTIONS[1]]));
    await act(async () => pending[0]?.([SUGGESTIONS[0]]));
    await settle();
    expect(options().map((o) => o.textContent)).toEqual([SUGGESTIONS[1]!.label]);
  });
});

describe('keyboard (spec s4; APG combobox)', () => {
  it('starts with no active option, then ArrowDown moves down and sets aria-activedescendant', async () => {
    const { input } = setup();
    await type(input(), '123');
    expect(options()[0]!.getAttribute('aria-selected')).toBeNull();
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(await key(input(), 'ArrowDown')).toBe(false);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]!.classList.contains('active')).toBe(true);
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
    await key(input(), 'ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-1');
    expect(options()[0]!.getAttribute('aria-selected')).toBeNull();
  });

  it('moves up with ArrowUp and wraps at both ends', async () => {
    const { input } = setup();
    await type(input(), '123');
    await key(input(), 'ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-1');
    await key(input(), 'ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
    await key(input(), 'ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-1');
    await key(input(), 'ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
  });

  it('picks the active option with Enter, without submitting the form, and refocuses the field', async () => {
    const { input, provider, field } = setup();
    await type(input(), '123');
    await key(input(), 'ArrowDown');
    expect(await key(input(), 'Enter')).toBe(false);
    await settle();
    expect(provider.select).toHaveBeenCalledWith('addr1');
    expect(options()).toHaveLength(0);
    expect(field('address_1').value).toBe('123 Main Street');
    expect(document.activeElement).toBe(input());
  });

  it('leaves Enter alone while no option is active', async () => {
    const { input, provider } = setup();
    await type(input(), '123');
    expect(await key(input(), 'Enter')).toBe(true);
    expect(provider.select).not.toHaveBeenCalled();
  });

  it('closes the list with Escape', async () => {
    const { input } = setup();
    await type(input(), '123');
    await key(input(), 'Escape');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed after Escape when the answer to the last key comes after it', async () => {
    const pending: Array<(value: unknown) => void> = [];
    const { input } = setup({ search: () => new Promise((resolve) => pending.push(resolve)) });
    await type(input(), '80 mano');
    await act(async () => pending[0]?.(SUGGESTIONS));
    expect(options()).toHaveLength(SUGGESTIONS.length);
    await type(input(), '80 manor');
    await key(input(), 'Escape');
    await act(async () => pending[1]?.(SUGGESTIONS));
    await settle();
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores the arrow keys while the list is hidden', async () => {
    const { input } = setup();
    expect(await key(input(), 'ArrowDown')).toBe(true);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });
});

describe('picking an address (spec s4, s8)', () => {
  it('fills country and address_1 first and the rest 50 ms later, firing change events', async () => {
    vi.useFakeTimers();
    const { input, field } = setup();
    const changed: string[] = [];
    document.addEventListener('change', (event) => changed.push((event.target as HTMLElement).id));
    await type(input(), '123');
    await act(async () => fireEvent.click(options()[0]!));
    await settle();
    expect(field('address_1').value).toBe('123 Main Street');
    expect(field('city').value).toBe('');
    await act(async () => vi.advanceTimersByTime(49));
    expect(field('city').value).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    expect([field('city').value, field('postcode').value, field('state').value]).toEqual(['City', '12345', 'CA']);
    expect(changed).toEqual(['billing_country', 'billing_address_1', 'billing_city', 'billing_postcode', 'billing_state']);
  });

  it('clears dependent fields the provider does not return, only where they hold a value', async () => {
    vi.useFakeTimers();
    const { input, field } = setup({ select: async () => ({ country: 'US', address_1: '1 Elm Street' }) });
    field('address_2').value = 'Suite 9';
    field('city').value = 'Old Town';
    const changed: string[] = [];
    document.addEventListener('change', (event) => changed.push((event.target as HTMLElement).id));
    await type(input(), '123');
    await act(async () => fireEvent.click(options()[0]!));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(field('address_2').value).toBe('');
    expect(field('city').value).toBe('');
    expect(changed).not.toContain('billing_postcode');
  });

  it('logs a failed select and leaves every field unchanged', async () => {
    vi.useFakeTimers();
    const error = new Error('Selection failed');
    const { input, field, logger } = setup({ select: async () => Promise.reject(error) });
    field('city').value = 'Kept';
    await type(input(), '123');
    await act(async () => fireEvent.click(options()[0]!));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(logger.error).toHaveBeenCalledWith('Error selecting address from provider', 'test-provider', error);
    expect(field('city').value).toBe('Kept');
    expect(input().value).toBe('123');
  });

  it('ignores an answer that is not an address object', async () => {
    vi.useFakeTimers();
    const { input, field } = setup({ select: async () => null });
    field('city').value = 'Kept';
    await type(input(), '123');
    await act(async () => fireEvent.click(options()[0]!));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(field('city').value).toBe('Kept');
  });
});

describe('closing (spec s4: 200 ms after blur, click outside)', () => {
  it('closes 200 ms after the field loses focus, without refocusing it', async () => {
    vi.useFakeTimers();
    const { input } = setup();
    input().focus();
    await type(input(), '123');
    await act(async () => input().blur());
    await act(async () => vi.advanceTimersByTime(199));
    expect(options()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(options()).toHaveLength(0);
    expect(document.activeElement).not.toBe(input());
  });

  it('closes on a click outside, but not on a click in the list or the field', async () => {
    const { input, container } = setup();
    await type(input(), '123');
    await act(async () => fireEvent.click(input()));
    await act(async () => fireEvent.click(container()));
    expect(options()).toHaveLength(2);
    await act(async () => fireEvent.click(document.body));
    expect(options()).toHaveLength(0);
  });

  it('keeps focus in the field when an option is pressed', async () => {
    const { input } = setup();
    await type(input(), '123');
    expect(fireEvent.mouseDown(options()[1]!)).toBe(false);
  });

  it('makes the option under the pointer active', async () => {
    const { input } = setup();
    await type(input(), '123');
    await act(async () => fireEvent.mouseEnter(options()[1]!));
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-1');
  });
});

describe('browser autofill (contract s5.6)', () => {
  it('turns autofill off while the list is open and restores it after', async () => {
    const { input } = setup();
    await type(input(), '123');
    expect(input().getAttribute('autocomplete')).toBe('none');
    for (const name of ['data-lpignore', 'data-op-ignore', 'data-1p-ignore']) expect(input().getAttribute(name)).toBe('true');
    await key(input(), 'Escape');
    expect(input().getAttribute('autocomplete')).toBe('address-line1');
    expect(input().getAttribute('data-lpignore')).toBe('false');
  });
});

describe('security (spec s5)', () => {
  it('shows a label carrying markup as text', async () => {
    const evil = [{ id: 'x', label: '<img src=x onerror="window.pwned=1">1 Main', matchedSubstrings: [{ offset: 0, length: 4 }] }];
    const { input, container } = setup({ search: async () => evil });
    await type(input(), 'Main');
    expect(container().querySelector('img')).toBeNull();
    expect(options()[0]!.textContent).toBe(evil[0]!.label);
  });

  it('shows a label with invalid highlight data as plain text', async () => {
    const bad = [{ id: 'x', label: '1 Main', matchedSubstrings: [{ offset: -1, length: 2 }, { offset: 0, length: 99 }] }];
    const { input } = setup({ search: async () => bad });
    await type(input(), 'Main');
    expect(options()[0]!.querySelector('strong')).toBeNull();
  });

  it('searches for the text of typed markup and warns', async () => {
    const { input, provider, logger } = setup();
    await type(input(), '<script>alert("xss")</script>');
    expect(provider.search).toHaveBeenCalledWith('alert("xss")', 'US', 'billing', expect.any(AbortSignal));
    expect(logger.warn).toHaveBeenCalledWith('Input was sanitized for security');
  });
});

describe('"Powered by" branding (spec s2, s5)', () => {
  const branding = (section: 'billing' | 'shipping' = 'billing') =>
    document.querySelector<HTMLElement>(`#address_suggestions_${section} .woocommerce-address-autocomplete-branding`);

  it('shows the provider\'s branding under the open list and hides it with the list', async () => {
    const { input } = setup({ branding: BRANDING });
    await type(input(), '123');
    await waitFor(() => expect(branding()?.textContent).toBe('Powered by Test Provider'));
    expect(branding()?.style.display).toBe('flex');
    expect(branding()?.compareDocumentPosition(listbox()) === Node.DOCUMENT_POSITION_PRECEDING).toBe(true);
    await key(input(), 'Escape');
    expect(branding()?.style.display).toBe('none');
    expect(branding()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws no branding element when the provider has none', async () => {
    const { input } = setup();
    await type(input(), '123');
    await settle();
    expect(branding()).toBeNull();
  });

  it('reuses one branding element across searches and removes it on a country change', async () => {
    const { input, field } = setup({ branding: BRANDING });
    await type(input(), '123');
    await waitFor(() => expect(branding()).not.toBeNull());
    await type(input(), '1234');
    expect(document.querySelectorAll('#address_suggestions_billing .woocommerce-address-autocomplete-branding')).toHaveLength(1);
    await changeCountry(field('country'), 'CA');
    expect(branding()).toBeNull();
  });

  it('shows branding for billing and shipping alike', async () => {
    const { input } = setup({ branding: BRANDING });
    await type(input('billing'), '123');
    await type(input('shipping'), '123');
    await waitFor(() => expect(branding('shipping')?.textContent).toBe('Powered by Test Provider'));
    expect(branding('billing')?.textContent).toBe('Powered by Test Provider');
  });
});
