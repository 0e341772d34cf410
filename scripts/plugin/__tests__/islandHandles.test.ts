// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readIslandHandles, renderIslandsPhp } from '../islandHandles.ts';

const islandsDir = fileURLToPath(new URL('../../../src/islands/', import.meta.url));

describe('readIslandHandles', () => {
  it('lists every island with a definition and the handles its handles.ts replaces', async () => {
    const islands = await readIslandHandles(islandsDir);
    const byName = Object.fromEntries(islands.map((island) => [island.name, island.handles]));
    expect(byName['add-to-cart']).toEqual(['wc-add-to-cart']);
    expect(byName['order-attribution']).toEqual(['sourcebuster-js', 'wc-order-attribution']);
    expect(byName['carousel']).toEqual(['jetpack-carousel']);
    // An island without handles.ts is listed (it can be switched off) and replaces nothing.
    expect(byName['analytics']).toEqual([]);
    expect(islands.map((island) => island.name)).toEqual([...islands.map((island) => island.name)].sort());
  });

  it('lists woocommerce.js under every island that does part of its job', async () => {
    const islands = await readIslandHandles(islandsDir);
    expect(islands.filter((island) => island.handles.includes('woocommerce')).map((island) => island.name)).toEqual(
      expect.arrayContaining(['woocommerce-general', 'store-notice', 'password-toggle']),
    );
  });
});

describe('renderIslandsPhp', () => {
  it('renders one PHP function returning island => handles, and the bundle version', () => {
    const php = renderIslandsPhp([{ name: 'add-to-cart', handles: ['wc-add-to-cart'] }, { name: 'analytics', handles: [] }], '1.2.3');
    expect(php).toContain("define( 'WCIS_BUNDLE_VERSION', '1.2.3' );");
    expect(php).toContain("'add-to-cart' => array( 'wc-add-to-cart' ),");
    expect(php).toContain("'analytics' => array(),");
    expect(php.startsWith('<?php')).toBe(true);
  });
});
