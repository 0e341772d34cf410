import { describe, expect, it, vi } from 'vitest';
import { attributeOptions, createVariationLookup, fillVariationTemplate, findMatchingVariations } from '../index.ts';
import type { Variation } from '../index.ts';

const TANK = 'attribute_pa_tank-size';
const PACK = 'attribute_pa_battery-pack';
const v = (id: number, tank: string, pack: string, active = true): Variation =>
  ({ variation_id: id, attributes: { [TANK]: tank, [PACK]: pack }, variation_is_active: active });
/** The demo sprayer without the 40 L extended combination, plus an inactive 40 L standard. */
const SPRAYER: Variation[] = [v(1, '20-l', 'standard'), v(2, '20-l', 'extended'), v(3, '30-l', 'standard'), v(4, '40-l', 'standard', false)];

describe('findMatchingVariations', () => {
  it('matches on chosen values and treats empty values on either side as any', () => {
    expect(findMatchingVariations(SPRAYER, { [TANK]: '20-l', [PACK]: '' }).map((x) => x.variation_id)).toEqual([1, 2]);
    expect(findMatchingVariations([v(9, '', 'standard')], { [TANK]: '30-l', [PACK]: 'standard' })).toHaveLength(1);
    expect(findMatchingVariations(SPRAYER, { [TANK]: '40-l', [PACK]: 'extended' })).toEqual([]);
  });
});

describe('attributeOptions', () => {
  const ALL_PACKS = ['standard', 'extended'];
  it('offers only values some variation with the other choices uses, ignoring the select\'s own value', () => {
    const packs = attributeOptions(SPRAYER, { [TANK]: '30-l', [PACK]: 'extended' }, PACK, ALL_PACKS);
    expect([...packs.attached]).toEqual(['standard']);
    expect(packs.selectionValid).toBe(false);
    const tanks = attributeOptions(SPRAYER, { [TANK]: '', [PACK]: 'extended' }, TANK, ['20-l', '30-l', '40-l']);
    expect([...tanks.attached]).toEqual(['20-l']);
  });

  it('keeps inactive variations attached but not enabled', () => {
    const tanks = attributeOptions(SPRAYER, { [TANK]: '40-l', [PACK]: 'standard' }, TANK, ['20-l', '30-l', '40-l']);
    expect(tanks.attached.has('40-l')).toBe(true);
    expect(tanks.enabled.has('40-l')).toBe(false);
    expect(tanks.selectionValid).toBe(false);
  });

  it('attaches every value when a fitting variation accepts any', () => {
    const any = attributeOptions([v(1, '', 'standard')], { [TANK]: '', [PACK]: 'standard' }, TANK, ['20-l', '30-l']);
    expect([...any.attached]).toEqual(['20-l', '30-l']);
  });
});

describe('fillVariationTemplate', () => {
  const variation: Variation = { variation_id: 1, attributes: {}, price_html: '<span class="price">$5</span>', sku: '<b>' };
  it('puts raw values in triple braces and escaped values in double braces', () => {
    expect(fillVariationTemplate('<div>{{{ data.variation.price_html }}}</div><i>{{ data.variation.sku }}</i>', variation))
      .toBe('<div><span class="price">$5</span></div><i>&#60;b&#62;</i>');
  });
  it('gives up on templates only wp.template could evaluate', () => {
    expect(fillVariationTemplate('<# if ( data.variation.sku ) { #>x<# } #>', variation)).toBeNull();
    expect(fillVariationTemplate('{{{ data.variation.image.src }}}', variation)).toBeNull();
  });
  it('leaves missing and false values empty', () => {
    expect(fillVariationTemplate('[{{{ data.variation.nothing }}}]', variation)).toBe('[]');
  });
});

describe('createVariationLookup', () => {
  const answer = (body: string, status = 200): Response => new Response(body, { status });
  it('posts the chosen attributes with the product id to get_variation', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(JSON.stringify({ variation_id: 7, attributes: {} })));
    const lookup = createVariationLookup({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', productId: 109, fetch: fetchMock });
    const result = await lookup.find({ attribute_pa_pitch: '9-6-in' });
    expect(result).toEqual({ kind: 'found', variation: { variation_id: 7, attributes: {} } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/?wc-ajax=get_variation');
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('attribute_pa_pitch=9-6-in&product_id=109');
  });

  it('tells no match (false) from no answer', async () => {
    const none = createVariationLookup({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', productId: 1, fetch: async () => answer('false') });
    expect(await none.find({})).toEqual({ kind: 'none' });
    const failed = createVariationLookup({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', productId: 1, fetch: async () => answer('oops', 500) });
    expect(await failed.find({})).toEqual({ kind: 'failed' });
  });

  it('lets a newer lookup supersede an older one, whatever order the answers come in', async () => {
    const resolvers: Array<(r: Response) => void> = [];
    const fetchMock = (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => new Promise((resolve, reject) => {
      resolvers.push(resolve);
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
    const lookup = createVariationLookup({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', productId: 1, fetch: fetchMock });
    const older = lookup.find({ a: '1' });
    const newer = lookup.find({ a: '2' });
    resolvers[1]?.(answer(JSON.stringify({ variation_id: 2, attributes: {} })));
    resolvers[0]?.(answer(JSON.stringify({ variation_id: 1, attributes: {} })));
    expect(await older).toEqual({ kind: 'superseded' });
    expect(await newer).toMatchObject({ kind: 'found', variation: { variation_id: 2 } });
  });
});
