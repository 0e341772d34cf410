import { afterEach, describe, expect, it, vi } from 'vitest';

// happy-dom cannot run DOMPurify's cleaning (its tree walker differs: dirty markup comes back as
// is), so here the sanitizer is a spy; the browser test checks real cleaning in Chromium.
const purify = vi.hoisted(() => ({ isSupported: true, sanitize: vi.fn((html: string) => `clean:${html}`) }));
vi.mock('dompurify', () => ({ default: purify }));

const { sanitizeBranding } = await import('../sanitizeBranding.ts');

afterEach(() => {
  purify.isSupported = true;
});

describe('branding sanitizing (spec s5; contract s5.5)', () => {
  it('cleans with WooCommerce\'s allow-list and no data attributes', async () => {
    expect(await sanitizeBranding('<b>Powered by</b>')).toBe('clean:<b>Powered by</b>');
    expect(purify.sanitize).toHaveBeenCalledWith('<b>Powered by</b>', {
      ALLOWED_TAGS: ['img', 'span', 'div', 'a', 'b', 'i', 'em', 'strong', 'br'],
      ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'style', 'class', 'id', 'width', 'height'],
      ALLOW_DATA_ATTR: false,
    });
  });

  it('drops the branding where DOMPurify cannot run, rather than showing it unclean', async () => {
    purify.isSupported = false;
    expect(await sanitizeBranding('<img src=x onerror=alert(1)>')).toBeNull();
  });
});
