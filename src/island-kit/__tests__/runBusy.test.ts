import { afterEach, describe, expect, it } from 'vitest';
import { runBusy } from '../runBusy.ts';

const element = (): HTMLFormElement => {
  const form = document.createElement('form');
  document.body.append(form);
  return form;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('runBusy', () => {
  it('blocks (and marks processing) while the work runs, then unblocks', async () => {
    const form = element();
    let during: [boolean, boolean, string | null] | undefined;
    await runBusy({ block: [form, null], processing: true }, async () => {
      during = [form.inert, form.classList.contains('processing'), form.getAttribute('aria-busy')];
    });
    expect(during).toEqual([true, true, 'true']);
    expect([form.inert, form.classList.contains('processing'), form.hasAttribute('aria-busy')]).toEqual([false, false, false]);
  });

  it('lets the work unblock first (a refused coupon\'s field takes the focus), and then does not unblock again what a newer run blocked', async () => {
    const form = element();
    let release: () => void = () => undefined;
    let newer: Promise<void> | undefined;
    await runBusy({ block: [form] }, async (unblock) => {
      unblock();
      expect(form.inert).toBe(false);
      newer = runBusy({ block: [form] }, () => new Promise<void>((done) => (release = done)));
    });
    expect(form.inert).toBe(true);
    release();
    await newer;
    expect(form.inert).toBe(false);
  });

  it('leaves everything blocked when keepBlocked says so (a newer request owns it, or the page is leaving), even after a throw', async () => {
    const form = element();
    await expect(runBusy({ block: [form], processing: true, keepBlocked: () => true }, async () => {
      throw new Error('listener failed');
    })).rejects.toThrow('listener failed');
    expect(form.inert).toBe(true);
    expect(form.classList.contains('processing')).toBe(true);
  });
});
