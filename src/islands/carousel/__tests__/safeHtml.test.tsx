import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../SafeHtml.tsx';
import { settle } from './fixture.tsx';

// A browser where DOMPurify cannot run (isSupported false).
vi.mock('dompurify', () => ({ default: { isSupported: false, sanitize: vi.fn((html: string) => html) } }));

afterEach(cleanup);

describe('markup without a working sanitizer', () => {
  it('shows the text only, never the markup', async () => {
    const { container } = render(<SafeHtml html={'<p>Hi<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>'} />);
    await settle();
    expect(container.textContent).toBe('Hi');
    expect(container.querySelector('img, script, p')).toBeNull();
  });
});
