import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDisabledIslands } from '../readDisabledIslands.ts';
import { readPluginSettings } from '../readPluginSettings.ts';

/** The block plugin/hooks.php prints after the footer scripts. */
const block = (json: string): string => `<script type="application/json" id="wc-islands-settings">${json}</script>`;

describe('readPluginSettings', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('returns the islands the plugin switched off on this page', () => {
    document.body.innerHTML = block('{"disabled":["navigation","store-notice"],"rest":{"root":"https://shop.test/wp-json/"}}');
    expect(readDisabledIslands()).toEqual(['navigation', 'store-notice']);
    expect(readPluginSettings()).toMatchObject({ rest: { root: 'https://shop.test/wp-json/' } });
  });

  it("reads the plugin's block, not an element of the content given its id, nor an earlier block", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = [
      '<article><code id="wc-islands-settings">{"disabled":["cart","cart-page"]}</code>',
      '<p id="wc-islands-settings">{"rest":{"root":"https://evil.test/"}}</p></article>',
      block('{"disabled":["store-notice"],"rest":{"root":"https://evil.test/wp-json/"}}'),
      block('{"disabled":["navigation"],"rest":{"root":"https://shop.test/wp-json/"}}'),
    ].join('');
    expect(readDisabledIslands()).toEqual(['navigation']);
    expect(readPluginSettings()).toMatchObject({ rest: { root: 'https://shop.test/wp-json/' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('takes an element of the content given the id for no block at all', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<code id="wc-islands-settings">{"disabled":["cart"]}</code>';
    expect(readDisabledIslands()).toEqual([]);
    expect(readPluginSettings()).toEqual({});
    expect(error).not.toHaveBeenCalled();
  });

  it('switches nothing off, silently, on a page without the block (the theme script tag)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readDisabledIslands()).toEqual([]);
    expect(readPluginSettings()).toEqual({});
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{disabled:'],
    ['a list that is not one', '{"disabled":"navigation"}'],
  ])('logs one error naming the block and switches nothing off when it is %s', (_name, json) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = block(json);
    expect(readDisabledIslands()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('#wc-islands-settings.disabled');
  });
});
