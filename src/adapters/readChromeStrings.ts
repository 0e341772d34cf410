import { LABELS } from '../core/constants.ts';

export interface PasswordToggleStrings {
  /** Label of the toggle while the password is hidden; default 'Show password' (spec s9). */
  readonly show: string;
  /** Label while the password is shown; default 'Hide password' (spec s9). */
  readonly hide: string;
}

export interface ChildMenuStrings {
  /** Label of a collapsed sub-menu's button; default 'Expand child menu' (spec s9). */
  readonly expand: string;
  /** Label of an expanded sub-menu's button; default 'Collapse child menu' (spec s9). */
  readonly collapse: string;
}

// These strings only label controls, so a missing or malformed global falls back to the spec's text
// instead of disabling the island (woocommerce.js itself never checks the global exists). Plain
// checks rather than a schema: two optional strings do not justify loading the validator chunk.
function stringAt(source: object, global: string, key: string): string | undefined {
  const params: unknown = (source as Record<string, unknown>)[global];
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `woocommerce_params.i18n_password_show/hide` (woocommerce-contract s3.2). */
export function readPasswordStrings(source: object = globalThis): PasswordToggleStrings {
  return {
    show: stringAt(source, 'woocommerce_params', 'i18n_password_show') ?? LABELS.showPassword,
    hide: stringAt(source, 'woocommerce_params', 'i18n_password_hide') ?? LABELS.hidePassword,
  };
}

/** `storefrontScreenReaderText` (carousel-theme-newsletter-contract s2.1), printed only with a handheld menu. */
export function readChildMenuStrings(source: object = globalThis): ChildMenuStrings {
  return {
    expand: stringAt(source, 'storefrontScreenReaderText', 'expand') ?? LABELS.expandChildMenu,
    collapse: stringAt(source, 'storefrontScreenReaderText', 'collapse') ?? LABELS.collapseChildMenu,
  };
}
