import $ from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerApostrophePrefilter } from '../jqueryApostrophePrefilter.ts';

const win = globalThis as unknown as Record<string, unknown>;

afterEach(() => {
  delete win['jQuery'];
});

function fakeJQuery(extra: Record<string, unknown> = {}) {
  const prefilters: Array<(options: Record<string, unknown>, original?: Record<string, unknown>) => void> = [];
  const jq = Object.assign(() => undefined, { ajaxPrefilter: vi.fn((handler: (typeof prefilters)[number]) => void prefilters.push(handler)) }, extra);
  win['jQuery'] = jq;
  return { jq, prefilters };
}

describe('wc_encode_apostrophes prefilter', () => {
  it('registers one prefilter, however often the island mounts', () => {
    const { jq } = fakeJQuery();
    registerApostrophePrefilter()();
    registerApostrophePrefilter()();
    expect(jq.ajaxPrefilter).toHaveBeenCalledTimes(1);
  });

  it('encodes apostrophes of an opted-in string body only, keeping % escapes and the caller\'s options', () => {
    const { prefilters } = fakeJQuery();
    registerApostrophePrefilter()();
    const original = { data: { city: "O'Fallon" }, wc_encode_apostrophes: true };
    const options = { data: "city=O'Fallon&address=1+O'Fallon+St&reference=already%2527encoded", wc_encode_apostrophes: true };
    prefilters[0]!(options, original);
    expect(options.data).toBe('city=O%27Fallon&address=1+O%27Fallon+St&reference=already%2527encoded');
    expect(new URLSearchParams(options.data).get('city')).toBe("O'Fallon");
    expect(original.data).toEqual({ city: "O'Fallon" });
    const plain = { data: "city=O'Fallon" };
    prefilters[0]!(plain);
    expect(plain.data).toBe("city=O'Fallon");
    const form = { data: new FormData(), wc_encode_apostrophes: true };
    const before = form.data;
    prefilters[0]!(form);
    expect(form.data).toBe(before);
  });

  it('leaves a page still running woocommerce.js with its own prefilter', () => {
    const { jq } = fakeJQuery({ scroll_to_notices: () => undefined });
    registerApostrophePrefilter()();
    expect(jq.ajaxPrefilter).not.toHaveBeenCalled();
  });

  it('encodes the body real jQuery sends', async () => {
    win['jQuery'] = $;
    registerApostrophePrefilter()();
    const sent: string[] = [];
    vi.stubGlobal('XMLHttpRequest', class {
      open() {}
      setRequestHeader() {}
      send(body: string) {
        sent.push(body);
      }
      abort() {}
      getAllResponseHeaders() {
        return '';
      }
    });
    $.ajax({ type: 'POST', url: '/?wc-ajax=update_order_review', data: { city: "O'Fallon", state: undefined }, wc_encode_apostrophes: true } as JQuery.AjaxSettings);
    vi.unstubAllGlobals();
    expect(sent).toEqual(['city=O%27Fallon']);
  });
});
