import { readPasswordStrings } from '../../adapters/readChromeStrings.ts';
import type { Unmount } from '../../core/scanner/index.ts';
import { addPasswordToggle } from './addPasswordToggle.ts';

/** Adds the 'Show password' / 'Hide password' button (spec s2 login and registration forms). */
export function mount(input: HTMLElement): Unmount {
  if (!(input instanceof HTMLInputElement)) return () => undefined;
  return addPasswordToggle(input, readPasswordStrings());
}
