import { readPasswordStrengthConfig } from '../../adapters/readPasswordStrengthParams.ts';
import { blocksSubmit, disallowedWords, strengthVerdict, UNKNOWN_STRENGTH } from '../../core/password/index.ts';
import type { Unmount } from '../../core/scanner/index.ts';
import { loadEstimator, type Estimator } from './loadEstimator.ts';
import { meterElements } from './meterElements.ts';
import { submitBlocker } from './submitBlocker.ts';

/**
 * password-strength-meter.js on one new-password field (my-account.md s3): registration, edit account,
 * password reset and the checkout's account password. The meter and the submit hold follow every edit;
 * the estimator arrives on first focus, and the field is scored again then.
 */
export function mount(element: HTMLElement): Unmount {
  const form = element instanceof HTMLInputElement ? element.form : null;
  if (!(element instanceof HTMLInputElement) || !form) return () => undefined;
  const field = element;
  const config = readPasswordStrengthConfig();
  // The checkout is not held back by a weak password unless the store enforces it there.
  const enforced = !form.classList.contains('checkout') || config.enforceOnCheckout;
  const meter = meterElements(field);
  const blocker = submitBlocker(form);
  let estimate: Estimator | null = null;
  let active = true;

  const update = (): void => {
    const password = field.value;
    if (password === '') {
      meter.hide();
      blocker.set(false);
      return;
    }
    const score = estimate ? estimate(password, disallowedWords(field.ownerDocument)) : UNKNOWN_STRENGTH;
    meter.show(strengthVerdict(score, config.minStrength, config.texts), config.texts.hint);
    blocker.set(blocksSubmit(password, score, config.minStrength, enforced));
  };
  const fetchEstimator = (): void => {
    if (estimate) return;
    // A failed fetch leaves the strength unknown (nothing blocked); the next focus tries again.
    loadEstimator().then((loaded) => {
      estimate = loaded;
      if (active && field.value !== '') update();
    }, () => undefined);
  };
  const onEdit = (): void => {
    fetchEstimator();
    update();
  };
  // 'input' rather than the legacy 'keyup': a paste or an autofill is scored too.
  field.addEventListener('focus', fetchEstimator);
  field.addEventListener('input', onEdit);
  field.addEventListener('change', onEdit);
  if (field.ownerDocument.activeElement === field) fetchEstimator();
  return () => {
    active = false;
    field.removeEventListener('focus', fetchEstimator);
    field.removeEventListener('input', onEdit);
    field.removeEventListener('change', onEdit);
    blocker.set(false);
    meter.remove();
  };
}
