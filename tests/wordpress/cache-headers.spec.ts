import { expect, test } from '@playwright/test';

// plugin/cache.php in a real WordPress (issue #27): every front-end page says whether a shared cache may
// keep it. The test store has no WooCommerce session, so a guest's page is neutral as printed.
test.describe.configure({ mode: 'serial' });

test('a guest\'s catalog page is shareable; a search, a 404, a POST and a logged-in user\'s page are personal', async ({ browser, page }) => {
  const guest = await page.request.get('/?wcis_page=shop');
  expect(guest.headers()['x-wc-islands-cache']).toBe('shareable');
  expect(guest.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3600');
  for (const path of ['/?s=tank', '/?p=999999']) {
    const answer = await page.request.get(path, { failOnStatusCode: false });
    expect(answer.headers()['x-wc-islands-cache'], path).toBe('personal');
    expect(answer.headers()['cache-control'], path).toBe('private, no-cache');
  }
  const posted = await page.request.post('/?wcis_page=shop', { form: { a: '1' } });
  expect(posted.headers()['x-wc-islands-cache']).toBe('personal');

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/wp-login.php');
  await expect(admin.getByLabel('Username or Email Address')).toBeFocused();
  await admin.getByLabel('Username or Email Address').fill('admin');
  await admin.getByLabel('Password', { exact: true }).fill('admin');
  await admin.getByRole('button', { name: 'Log In' }).click();
  await expect(admin).toHaveURL(/wp-admin/, { timeout: 30_000 });
  const mine = await admin.request.get('/?wcis_page=shop');
  expect(mine.headers()['x-wc-islands-cache']).toBe('personal');
  // WordPress already sent its own no-store for the logged-in page: kept, not weakened.
  expect(mine.headers()['cache-control']).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
});

test('a fresh carousel nonce for anyone, and none for another action', async ({ page }) => {
  const answer = await page.request.get('/wp-admin/admin-ajax.php?action=wc_islands_nonce&for=carousel_nonce');
  expect(await answer.json()).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
  const refused = await page.request.get('/wp-admin/admin-ajax.php?action=wc_islands_nonce&for=wp_rest', { failOnStatusCode: false });
  expect(refused.status()).toBe(400);
});
