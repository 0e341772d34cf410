/**
 * password-strength-meter.js' hold on the form's submit buttons (my-account.md s3): `disabled` and class
 * `disabled` while the password is too weak. Unlike it, only buttons this blocker disabled are enabled
 * again, so a button another script disabled (lost-password's after a submit) stays disabled.
 */
export interface SubmitBlocker {
  set(blocked: boolean): void;
}

export function submitBlocker(form: HTMLFormElement): SubmitBlocker {
  const ours = new Set<HTMLButtonElement>();
  return {
    set(blocked) {
      if (!blocked) {
        for (const button of ours) {
          button.disabled = false;
          button.classList.remove('disabled');
        }
        ours.clear();
        return;
      }
      for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
        if (button.disabled && !ours.has(button)) continue;
        button.disabled = true;
        button.classList.add('disabled');
        ours.add(button);
      }
    },
  };
}
