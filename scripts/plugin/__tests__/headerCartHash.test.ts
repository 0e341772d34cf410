// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

// A store with a hash-based Content Security Policy copies this source from the docs: a stale one blocks the
// header cart's first-paint copy on every page. Same computation as wcis_header_cart_script_hash() (plugin/cache.php):
// WordPress prints an inline script between two newlines.
const hash = `sha256-${createHash('sha256').update(`\n${read('plugin/header-cart.js').trim()}\n`).digest('base64')}`;

describe('the header cart script hash the docs give for a Content Security Policy', () => {
  it.each(['docs/store-owners.md', 'docs/theme-developers.md', 'docs/reference/cart-neutral-pages.md'])('is the hash of plugin/header-cart.js in %s', (doc) => {
    expect(read(doc)).toContain(`'${hash}'`);
  });
});
