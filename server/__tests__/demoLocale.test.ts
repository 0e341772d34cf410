// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';
import { RTL_STYLESHEET_PATH, STYLESHEET_PATH } from '../templates/layout.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, cookie = '') => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const settingsOf = (page: string): unknown => JSON.parse(/id="wc-islands-settings">([^<]*)</.exec(page)?.[1] ?? 'null');

describe('the demo store in another language (server/http/demoLocale.ts)', () => {
  it('prints lang="es-ES" and the bundle\'s strings from the Spanish .po in the plugin\'s settings block', async () => {
    const page = (await get('/shop/', 'wcis_demo_locale=es_ES')).body;
    expect(page).toContain('<html lang="es-ES">');
    expect(settingsOf(page)).toMatchObject({ strings: { cartOffline: 'Parece que no tienes conexión.', carouselClose: 'Cerrar' } });
  });

  it('prints dir="rtl" for Arabic', async () => {
    const page = (await get('/shop/', 'wcis_demo_locale=ar')).body;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(settingsOf(page)).toMatchObject({ strings: { carouselNext: 'الصورة التالية' } });
  });

  it('links the theme\'s right-to-left sheet after its main sheet for Arabic only, as WordPress prints a theme\'s rtl.css', async () => {
    const arabic = (await get('/shop/', 'wcis_demo_locale=ar')).body;
    const rtlLink = arabic.indexOf(`href='${RTL_STYLESHEET_PATH}'`);
    expect(rtlLink).toBeGreaterThan(arabic.indexOf(`href='${STYLESHEET_PATH}'`));
    expect(arabic.indexOf(`href='${STYLESHEET_PATH}'`)).toBeGreaterThan(-1);
    for (const cookie of ['', 'wcis_demo_locale=es_ES']) expect((await get('/shop/', cookie)).body).not.toContain(RTL_STYLESHEET_PATH);
    const sheet = await get(RTL_STYLESHEET_PATH);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.body).toContain('.site-header-cart .widget_shopping_cart { left: auto; right: -999em; }');
  });

  it('stays English with no settings block for no switch, an unknown locale, or a page without the bundle', async () => {
    for (const [url, cookie] of [['/shop/', ''], ['/shop/', 'wcis_demo_locale=../../etc'], ['/shop/?islands=off', 'wcis_demo_locale=es_ES']] as const) {
      const page = (await get(url, cookie)).body;
      expect(page).not.toContain('wc-islands-settings');
      if (!url.includes('islands=off')) expect(page).toContain('<html lang="en-US">');
    }
  });
});
