import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '.dist-staging-*/', '.dist-previous-*/', '.wp-test/', 'vite.config.d.ts', '**/*.tmp.*', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine stays framework-free (STYLE.md: Embla's vanilla core, a thin React binding) and never imports
    // the islands layer: the islands, the helpers they share (island-kit) and their cart layer (cart-layer).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-dom/*', '**/islands/*', '**/island-kit/*', '**/cart-layer/*'] }],
    },
  },
  {
    // Code islands share never reaches back up into an island; the cart layer may use island-kit, not the reverse.
    files: ['src/island-kit/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/islands/*', '**/cart-layer/*'] }] },
  },
  {
    files: ['src/cart-layer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/islands/*'] }] },
  },
  {
    // Browser tests take `test` from the fixture that fails a test on any CSP violation (docs/theme-developers.md: Content Security Policy).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: 'Import test from tests/e2e/support/test.ts.' }] }],
    },
  },
  {
    // Only adapters read the platform's window globals; islands and core take config as parameters.
    files: ['src/core/**/*.ts', 'src/islands/**/*.{ts,tsx}', 'src/island-kit/**/*.{ts,tsx}', 'src/cart-layer/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution', 'jetpackCarouselStrings', 'jQuery'].map(
          (property) => ({ object: 'window', property, message: 'Read platform globals in src/adapters/.' }),
        ),
      ],
    },
  },
);
