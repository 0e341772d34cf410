import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryImages, type CarouselConfig } from '../../../core/carousel/index.ts';
import { CommentsPanel } from '../comments/CommentsPanel.tsx';
import { loadPurifier } from '../usePurifier.ts';
import { answer, config, galleryOf, settle } from './fixture.tsx';

const comment = (id: number, content = `<p>Comment ${id}</p>\n`) => ({
  id: String(id), parent_id: '0', author_markup: `Author ${id}`, gravatar_markup: '', date_gmt: '2026-05-12 10:15:00', content,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => comment(from + i + 1));

// happy-dom cannot run DOMPurify's cleaning (dirty markup comes back as is), so here it is a spy that
// marks its output; tests/e2e/carousel.spec.ts checks the real cleaning in Chromium.
const purify = vi.hoisted(() => ({
  isSupported: true,
  sanitize: vi.fn((html: string) => `<span class="sanitized">${html.replace(/<[^>]*>/g, '')}</span>`),
}));
vi.mock('dompurify', () => ({ default: purify }));

let fetchMock: ReturnType<typeof vi.fn>;

function renderPanel(settings: CarouselConfig = config(), index = 0) {
  document.body.innerHTML = galleryOf(3);
  const image = galleryImages(document.querySelector('[data-carousel-extra]')!)[index]!;
  return render(<CommentsPanel image={image} config={settings} blogId={1} />);
}

const offsets = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('get_attachment_comments')).map(([url]) => new URL(String(url)).searchParams.get('offset'));
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

beforeEach(async () => {
  await loadPurifier();
  fetchMock = vi.fn(async () => answer([]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function fillGuest(values: { comment?: string; email?: string; author?: string; url?: string }) {
  for (const [label, value] of [['Write a Comment...', values.comment], ['Email (Required)', values.email], ['Name (Required)', values.author], ['Website', values.url]] as const) {
    if (value !== undefined) fireEvent.change(field(label), { target: { value } });
  }
}

const message = () => document.querySelector('form [role="status"]')?.textContent ?? '';

describe('comment form validation (spec s5)', () => {
  it.each([
    [{ comment: '  ' }, 'Please be sure to submit some text with your comment.', 'Write a Comment...'],
    [{ comment: 'Nice', email: '', author: 'Ann' }, 'Please provide an email address to comment.', 'Email (Required)'],
    [{ comment: 'Nice', email: 'ann.example.com', author: 'Ann' }, 'Please provide an email address to comment.', 'Email (Required)'],
    [{ comment: 'Nice', email: 'ann@example.com', author: ' ' }, 'Please provide your name to comment.', 'Name (Required)'],
  ])('refuses %j with "%s", marking and focusing the field', async (values, text, label) => {
    renderPanel();
    await settle();
    fillGuest(values);
    submit();
    expect(message()).toBe(text);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(label));
    expect(posts()).toHaveLength(0);
  });

  it('asks a logged-in customer for the text only, and sends no email, name or url', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? answer({ comment_id: 9, comment_status: 'approved' }) : answer([])));
    renderPanel(config({ is_logged_in: '1' }));
    await settle();
    expect(screen.queryByRole('textbox', { name: 'Email (Required)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.change(field('Write a Comment...'), { target: { value: 'Mine' } });
    submit();
    await settle();
    const body = new URLSearchParams(String((posts()[0]?.[1] as RequestInit).body));
    expect([...body.keys()]).toEqual(['action', 'nonce', 'blog_id', 'id', 'comment']);
  });

  it('shows no form when the image’s comments are closed', async () => {
    document.body.innerHTML = galleryOf(1).replace('data-comments-opened="1"', 'data-comments-opened="0"');
    const image = galleryImages(document.querySelector('[data-carousel-extra]')!)[0]!;
    render(<CommentsPanel image={image} config={config()} blogId={1} />);
    await settle();
    expect(screen.queryByRole('textbox', { name: 'Write a Comment...' })).toBeNull();
  });
});

describe('posting a comment (spec s4, s7, s8)', () => {
  const ERROR = 'Sorry, but there was an error posting your comment. Please try again later.';
  it.each([
    ['approved', () => answer({ comment_id: 5, comment_status: 'approved' }), 'Your comment was approved.'],
    ['unapproved', () => answer({ comment_id: 5, comment_status: 'unapproved' }), 'Your comment is in moderation.'],
    ['spam', () => answer({ comment_id: 5, comment_status: 'spam' }), ERROR],
    ['false', () => answer({ comment_id: 5, comment_status: false }), ERROR],
    ['a server {error}', () => answer({ error: 'Nonce verification failed.' }), ERROR],
    ['HTTP 500', () => answer('Internal error', 500), ERROR],
    ['unreadable JSON', () => answer('<html>oops'), ERROR],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), ERROR],
  ])('answers %s with its message', async (_name, reply, text) => {
    let release: () => void = () => undefined;
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer([]);
      await new Promise<void>((resolve) => (release = resolve));
      return reply();
    });
    renderPanel();
    await settle();
    fillGuest({ comment: 'Great day', email: 'ann@example.com', author: 'Ann', url: 'https://ann.example' });
    submit();
    await settle();
    // While posting: the form is disabled and a spinner shows.
    const fieldset = screen.getByRole('button', { name: 'Post Comment' }).closest('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    expect(fieldset.contains(field('Write a Comment...'))).toBe(true);
    expect(document.querySelector('.wci-carousel__spinner')).not.toBeNull();
    release();
    await waitFor(() => expect(message()).toBe(text));
    expect(fieldset.disabled).toBe(false);
    expect(document.querySelector('.wci-carousel__spinner')).toBeNull();
    const body = new URLSearchParams(String((posts()[0]?.[1] as RequestInit).body));
    expect(Object.fromEntries(body)).toEqual({
      action: 'post_attachment_comment', nonce: '9707e2afb1', blog_id: '1', id: '68', comment: 'Great day', email: 'ann@example.com', author: 'Ann', url: 'https://ann.example',
    });
    expect((posts()[0]?.[1] as RequestInit).headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('clears the text and reloads the first page after a comment is taken', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? answer({ comment_id: 5, comment_status: 'approved' }) : answer([comment(5, '<p>Great day</p>')])));
    renderPanel();
    await settle();
    fillGuest({ comment: 'Great day', email: 'ann@example.com', author: 'Ann' });
    submit();
    await waitFor(() => expect(message()).toBe('Your comment was approved.'));
    expect((field('Write a Comment...') as HTMLTextAreaElement).value).toBe('');
    expect(offsets()).toEqual(['0', '0']);
  });
});

describe('comments list (spec s4, s8)', () => {
  it('inserts comment markup only as DOMPurify returns it: author, avatar and content', async () => {
    const hostile = {
      ...comment(1, '<p>Hi<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>'),
      author_markup: '<a href="javascript:alert(1)">Eve</a>',
      gravatar_markup: '<img src="x" onerror="window.__xss=3">',
    };
    fetchMock.mockImplementation(async () => answer([hostile]));
    renderPanel();
    await waitFor(() => expect(document.querySelectorAll('.wci-carousel__comment .sanitized')).toHaveLength(3));
    const item = document.querySelector('.wci-carousel__comment')!;
    expect(item.id).toBe('jp-carousel-comment-1');
    // Handler attributes are renamed before DOMPurify parses (no CSP report for code that never runs).
    expect(purify.sanitize).toHaveBeenCalledWith('<p>Hi<img src="x" x-onerror="window.__xss=1"><script>window.__xss=2</script></p>');
    expect(purify.sanitize).toHaveBeenCalledWith(hostile.author_markup);
    expect(purify.sanitize).toHaveBeenCalledWith('<img src="x" x-onerror="window.__xss=3">');
    expect(item.querySelector('script, img, a')).toBeNull();
    expect(item.textContent).toContain('Eve');
    expect(item.textContent).toContain('2026-05-12 10:15:00');
  });

  it('asks for comments with the action, nonce, attachment id and offset', async () => {
    renderPanel(config(), 1);
    await settle();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'get_attachment_comments', nonce: '9707e2afb1', id: '69', offset: '0' });
  });

  it('loads 10 at a time, the next page 300 ms after the end of the list comes near, and stops after a short page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(async (url: string) => {
      const offset = Number(new URL(url).searchParams.get('offset'));
      return answer(offset === 0 ? page(0, 10) : page(10, 4));
    });
    renderPanel();
    await settle();
    expect(document.querySelectorAll('.wci-carousel__comment')).toHaveLength(10);
    const list = document.querySelector<HTMLElement>('.wci-carousel__comments')!;
    // Far from the end: no second page.
    list.getBoundingClientRect = () => ({ bottom: window.innerHeight + 1000 }) as DOMRect;
    await act(async () => void vi.advanceTimersByTime(900));
    expect(offsets()).toEqual(['0']);
    // Near the end: the next check (every 300 ms) asks for offset 10.
    list.getBoundingClientRect = () => ({ bottom: window.innerHeight + 100 }) as DOMRect;
    await act(async () => void vi.advanceTimersByTime(299));
    expect(offsets()).toEqual(['0']);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(offsets()).toEqual(['0', '10']);
    await settle();
    expect(document.querySelectorAll('.wci-carousel__comment')).toHaveLength(14);
    // 4 < 10: that was the last page.
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(offsets()).toEqual(['0', '10']);
  });

  it.each([
    ['HTTP 500', () => answer('error', 500)],
    ['an answer that is not a list', () => answer({ success: false, data: 'Missing attachment info.' }, 200)],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])('on %s, stops loading with no message', async (_name, reply) => {
    fetchMock.mockImplementation(reply);
    renderPanel();
    await settle();
    expect(screen.queryByText('Loading Comments...')).toBeNull();
    expect(document.querySelector('.wci-carousel__comments')?.hasAttribute('hidden')).toBe(true);
    expect(message()).toBe('');
  });

  it('links guests to the login page with the carousel hash in redirect_to', async () => {
    window.history.replaceState(null, '', '/field-day/?x=1#jp-carousel-68');
    renderPanel();
    await settle();
    const href = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(href.startsWith('http://127.0.0.1:8090/wp-login.php?redirect_to=')).toBe(true);
    expect(new URL(href).searchParams.get('redirect_to')).toBe(`${window.location.origin}/field-day/?x=1#jp-carousel-68`);
  });
});
