// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { restTestApp } from './restTestApp.ts';

const ADMIN = 1;
const SHOPPER = 2;
let app: FastifyInstance;
let cookieFor: (userId: number) => string;
let headers: Record<string, string>;

beforeEach(async () => {
  ({ app, cookieFor } = await restTestApp());
  const cookie = cookieFor(ADMIN);
  const nonce = (await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce', headers: { cookie } })).body;
  headers = { cookie, 'x-wp-nonce': nonce };
});
afterEach(async () => {
  await app.close();
});

function upload(query = '', extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST', url: `/wp-json/wp/v2/media?_locale=user${query}`,
    headers: { ...headers, 'content-type': 'image/png', 'content-disposition': 'attachment; filename="photo.png"', ...extra },
    payload: Buffer.from('PNG bytes'),
  });
}

const postProcess = (id: string) => app.inject({
  method: 'POST', url: `/wp-json/wp/v2/media/${id}/post-process?_locale=user`,
  headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ action: 'create-image-subsizes' }),
});

describe('/wp/v2/media', () => {
  it('stores a raw upload named by Content-Disposition and answers 201', async () => {
    const response = await upload();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'image/png', media_type: 'image', title: { rendered: 'photo' } });
  });

  it('stores a multipart upload', async () => {
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drone.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      Buffer.from([0xff, 0xd8, 0xff, 0x00]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({ method: 'POST', url: '/wp-json/wp/v2/media', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'image/jpeg', media_details: { filesize: 4 } });
  });

  it('fails with 5xx and x-wp-upload-attachment-id under the fault switch, then post-processes after N failures', async () => {
    const response = await upload('&wc-islands-media-fault=post-process:2');
    expect(response.statusCode).toBe(500);
    const id = String(response.headers['x-wp-upload-attachment-id']);
    expect(id).toMatch(/^\d+$/);
    expect((await postProcess(id)).statusCode).toBe(500);
    expect((await postProcess(id)).statusCode).toBe(500);
    const done = await postProcess(id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: Number(id) });
  });

  it('takes the fault switch from a header too, and "always" never post-processes', async () => {
    const response = await upload('', { 'x-wc-islands-media-fault': 'post-process:always' });
    const id = String(response.headers['x-wp-upload-attachment-id']);
    for (let i = 0; i < 6; i += 1) expect((await postProcess(id)).statusCode).toBe(500);
  });

  it('deletes with force=true through POST + X-HTTP-Method-Override: DELETE, even with an empty JSON body', async () => {
    const id = String((await upload('&wc-islands-media-fault=post-process:always')).headers['x-wp-upload-attachment-id']);
    const deleted = await app.inject({
      method: 'POST', url: `/wp-json/wp/v2/media/${id}?force=true&_locale=user`,
      headers: { ...headers, 'x-http-method-override': 'DELETE', 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: Number(id) } });
    const gone = await app.inject({ method: 'GET', url: `/wp-json/wp/v2/media/${id}`, headers });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'rest_post_invalid_id']);
  });

  it('refuses to delete without force, as attachments cannot be trashed', async () => {
    const id = (await upload()).json().id as number;
    const response = await app.inject({ method: 'DELETE', url: `/wp-json/wp/v2/media/${id}`, headers });
    expect([response.statusCode, response.json().code]).toEqual([501, 'rest_trash_not_supported']);
  });

  it('refuses uploads from customers and guests', async () => {
    const cookie = cookieFor(SHOPPER);
    const nonce = (await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce', headers: { cookie } })).body;
    expect((await upload('', { cookie, 'x-wp-nonce': nonce })).statusCode).toBe(403);
    const guest = await app.inject({ method: 'POST', url: '/wp-json/wp/v2/media', headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' }, payload: 'x' });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'rest_cannot_create']);
  });

  it('answers rest_upload_no_content_disposition for a raw body without a file name', async () => {
    const response = await upload('', { 'content-disposition': '' });
    expect([response.statusCode, response.json().code]).toEqual([400, 'rest_upload_no_content_disposition']);
  });
});
