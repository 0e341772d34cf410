import type { Unmount } from '../../core/scanner/index.ts';
import { focusFirstAlert } from './focusFirstAlert.ts';

/** account-i18n.js' one job on every my account page (my-account.md s1). */
export function mount(body: HTMLElement): Unmount {
  return focusFirstAlert(body.ownerDocument);
}
