// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const POST_URL = '/field-day-spraying-soybeans/';

async function pageNonce(jar: CookieJar): Promise<string> {
  const res = await app.inject({ url: POST_URL, headers: { cookie: jar.header() } });
  jar.store(res);
  return /var jetpackCarouselStrings = .*?"nonce":"([0-9a-f]{10})"/.exec(res.body)?.[1] ?? '';
}

async function post(jar: CookieJar, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST', url: '/wp-admin/admin-ajax.php', headers: { ...FORM, cookie: jar.header() },
    payload: new URLSearchParams({ action: 'post_attachment_comment', blog_id: '1', ...fields }).toString(),
  });
  return JSON.parse(res.body) as Record<string, unknown>;
}

async function comments(id: number, offset = 0) {
  const res = await app.inject({ url: `/wp-admin/admin-ajax.php?action=get_attachment_comments&nonce=&id=${id}&offset=${offset}` });
  return { res, list: JSON.parse(res.body) as Array<Record<string, string>> };
}

describe('the field-day post for the carousel', () => {
  it('prints Jetpack gallery markup with every data-* attribute of the reference and the EXIF values', async () => {
    const html = (await app.inject({ url: POST_URL })).body;
    expect(html.match(/<figure data-carousel-extra='\{&quot;blog_id&quot;:1,&quot;permalink&quot;:&quot;http:\/\/127\.0\.0\.1:8090\/field-day-spraying-soybeans\/&quot;\}'/g)).toHaveLength(2);
    const img = /<img [^>]*data-attachment-id="202"[^>]*>/.exec(html)?.[0] ?? '';
    for (const name of ['permalink', 'orig-file', 'orig-size', 'comments-opened', 'image-meta', 'image-title', 'image-description', 'image-caption', 'medium-file', 'large-file']) {
      expect(img).toMatch(new RegExp(` data-${name}="[^"]+"`));
    }
    expect(img).toContain('data-orig-size="2000,1333"');
    expect(img).toContain('&quot;aperture&quot;:&quot;2.8&quot;');
    expect(img).toContain('&quot;shutter_speed&quot;:&quot;0.001&quot;');
    expect(img).toContain('&quot;camera&quot;:&quot;AeroLens C2 Pro&quot;');
    // The single image links to its attachment page, which is what makes it a one-image carousel.
    expect(html).toMatch(/<a href="([^"]+)"><img [^>]*data-attachment-id="214" data-permalink="\1"/);
  });
});

describe('get_attachment_comments', () => {
  it('answers approved comments 10 at a time from the offset, as text/javascript', async () => {
    const first = await comments(202);
    expect(first.res.headers['content-type']).toBe('text/javascript; charset=UTF-8');
    expect(first.list).toHaveLength(10);
    expect(Object.keys(first.list[0] ?? {})).toEqual(['id', 'parent_id', 'author_markup', 'gravatar_markup', 'date_gmt', 'content']);
    expect(first.list[0]?.content).toBe('<p>What nozzle pressure were you running for the soybeans?</p>\n');
    expect(first.list[0]?.date_gmt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const second = await comments(202, 10);
    expect(second.list).toHaveLength(2);
    expect((await comments(203)).list).toEqual([]);
  });

  it('refuses an id that is not an attachment with the WordPress error envelope and status 403', async () => {
    const { res } = await comments(99999);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ success: false, data: 'You aren’t authorized to do that.' });
  });
});

describe('post_attachment_comment', () => {
  it('rejects a request without the carousel nonce', async () => {
    const jar = new CookieJar();
    expect(await post(jar, { nonce: 'bad', id: '203', comment: 'Hi', email: 'a@b.co', author: 'A' })).toEqual({ error: 'Nonce verification failed.' });
  });

  it('holds a guest’s first comment, approves the next one from the same email, and lists only approved ones', async () => {
    const jar = new CookieJar();
    const nonce = await pageNonce(jar);
    const guest = { nonce, id: '203', email: 'new@example.com', author: 'New <b>Guest</b>', url: 'https://example.com' };
    expect(await post(jar, { ...guest, comment: 'First' })).toMatchObject({ comment_status: 'unapproved' });
    expect(await post(jar, { ...guest, comment: 'Second <script>x</script>' })).toMatchObject({ comment_status: 'approved' });
    const { list } = await comments(203);
    expect(list.map((c) => c.content)).toEqual(['<p>Second &lt;script&gt;x&lt;/script&gt;</p>\n']);
    expect(list[0]?.author_markup).toBe('<a href="https://example.com" class="url" rel="ugc external nofollow">New &lt;b&gt;Guest&lt;/b&gt;</a>');
  });

  it('requires a guest’s name and a valid email, and some text', async () => {
    const jar = new CookieJar();
    const nonce = await pageNonce(jar);
    expect(await post(jar, { nonce, id: '203', comment: ' ', email: 'a@b.co', author: 'A' })).toEqual({ error: 'No comment text was submitted.' });
    expect(await post(jar, { nonce, id: '203', comment: 'Hi', email: 'a@b.co', author: '' })).toEqual({ error: 'Please provide your name.' });
    expect(await post(jar, { nonce, id: '203', comment: 'Hi', email: 'nope', author: 'A' })).toEqual({ error: 'Please provide a valid email address.' });
  });

  it('approves a logged-in customer’s comment without a name or an email', async () => {
    const jar = new CookieJar();
    const login = await app.inject({
      method: 'POST', url: '/wp-login.php', headers: FORM,
      payload: new URLSearchParams({ log: 'shopper', pwd: 'shopper-demo-2026', redirect_to: '' }).toString(),
    });
    jar.store(login);
    const nonce = await pageNonce(jar);
    expect(await post(jar, { nonce, id: '204', comment: 'From Sam' })).toMatchObject({ comment_status: 'approved' });
    expect((await comments(204)).list[0]?.author_markup).toBe('Sam Shopper');
  });
});

describe('login from the carousel', () => {
  it('returns to redirect_to with the carousel hash it carries url-encoded', async () => {
    const redirect = 'http://127.0.0.1:8090/field-day-spraying-soybeans/#jp-carousel-205';
    const form = await app.inject({ url: `/wp-login.php?redirect_to=${encodeURIComponent(redirect)}` });
    expect(form.body).toContain(`name="redirect_to" value="${redirect}"`);
    const login = await app.inject({
      method: 'POST', url: '/wp-login.php', headers: FORM,
      payload: new URLSearchParams({ log: 'shopper', pwd: 'shopper-demo-2026', redirect_to: redirect }).toString(),
    });
    expect(login.headers['location']).toBe('/field-day-spraying-soybeans/#jp-carousel-205');
  });
});
