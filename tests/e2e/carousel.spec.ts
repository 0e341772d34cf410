import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { reactEvaluated } from './support/react.ts';

const POST = '/field-day-spraying-soybeans/';
/** The 12-photo gallery starts at attachment 202; the single image is 214; the 3-image kit gallery 215–217. */
const photo = (page: Page, id: number) => page.locator(`img[data-attachment-id="${id}"]`).first();
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => dialog(page).locator('.wci-carousel__counter');

async function openPost(page: Page, hash = ''): Promise<void> {
  await page.goto(POST + hash);
  await expect(page.locator('figure.wp-block-gallery').first()).toHaveAttribute('data-island-mounted', /carousel/);
}

async function openAt(page: Page, id: number): Promise<void> {
  await photo(page, id).scrollIntoViewIfNeeded();
  await photo(page, id).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('image carousel', () => {
  test('opens on the clicked image as a modal dialog, passes axe-core, and returns focus on close', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPost(page);
    await expectNoAxeViolations(page);
    // Until the shopper reaches for an image the page has not evaluated React (issue #15).
    expect(await reactEvaluated(page)).toBe(false);
    await openAt(page, 204);
    expect(await reactEvaluated(page)).toBe(true);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(dialog(page)).toHaveAccessibleName('Take-off over the headland');
    await expect(counter(page)).toHaveText('3 / 12');
    await expect(page).toHaveURL(/#jp-carousel-204$/);
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog(page)).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.locator('#page')).toHaveAttribute('inert', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // The current slide's image is loaded, and so are its neighbours.
    await expect(dialog(page).locator('[data-attachment-id="204"] img')).toHaveJSProperty('complete', true);
    await expect(dialog(page).locator('[data-attachment-id="203"] img')).toHaveCount(1);
    await expect(dialog(page).locator('[data-attachment-id="205"] img')).toHaveCount(1);
    await expect(dialog(page).locator('[data-attachment-id="209"] img')).toHaveCount(0);
    // Details: EXIF formatted as Jetpack does, and the full-size link.
    await expect(dialog(page).locator('.wci-carousel__exif')).toContainText('Aperture');
    await expect(dialog(page).locator('.wci-carousel__exif')).toContainText('f/5.6');
    await expect(dialog(page).locator('.wci-carousel__exif')).toContainText('1/250s');
    await expect(dialog(page).locator('.wci-carousel__exif')).toContainText('12mm');
    await expect(dialog(page).getByRole('link', { name: 'View full size 2000×1333' })).toHaveAttribute('href', /\/field-day-3\.svg$/);
    await expect(dialog(page).locator('.wci-carousel__comments-panel')).toBeVisible();
    await expectNoAxeViolations(page, '.wci-carousel');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/#/);
    await expect(photo(page, 204)).toBeFocused();
    await expect(page.locator('#page')).not.toHaveAttribute('inert', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(errors).toEqual([]);
  });

  test('moves with every key, ignores keys while typing, and replaces the history entry', async ({ page }) => {
    await openPost(page);
    const slides: string[] = [];
    await page.exposeFunction('recordSlide', (id: string) => slides.push(id));
    await page.evaluate(() => document.body.addEventListener('wc-islands:carousel-slide', (event) => {
      (window as unknown as { recordSlide: (id: string) => void }).recordSlide((event as CustomEvent<{ attachmentId: string }>).detail.attachmentId);
    }));
    const before = await page.evaluate(() => history.length);
    await openAt(page, 204);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('4 / 12');
    await expect(page).toHaveURL(/#jp-carousel-205$/);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('3 / 12');
    await page.keyboard.press('Backspace');
    await expect(counter(page)).toHaveText('2 / 12');
    await expect(page).toHaveURL(/#jp-carousel-203$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog(page).evaluate((el) => el.scrollTop)).toBe(100);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog(page).evaluate((el) => el.scrollTop)).toBe(200);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => dialog(page).evaluate((el) => el.scrollTop)).toBe(100);

    const textarea = dialog(page).getByRole('textbox', { name: 'Write a Comment...' });
    await textarea.fill('abc');
    await textarea.press('Backspace');
    await textarea.press('ArrowLeft');
    await textarea.press('Escape');
    await expect(textarea).toHaveValue('ab');
    await expect(counter(page)).toHaveText('2 / 12');
    await expect(dialog(page)).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText('3 / 12');
    await dialog(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // One entry for the open (so Back closes); moving and closing replaced it.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(slides).toEqual(['204', '205', '204', '203', '204']);
  });

  test('opens from the hash on load, closes when it is removed, and Back closes what a click opened', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${POST}#jp-carousel-207`);
    await expect(dialog(page)).toBeVisible();
    await expect(counter(page)).toHaveText('6 / 12');
    await page.evaluate(() => (location.hash = ''));
    await expect(dialog(page)).toHaveCount(0);
    await page.evaluate(() => (location.hash = '#jp-carousel-216'));
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Image 2' })).toHaveAttribute('aria-current', 'true');
    await page.evaluate(() => (location.hash = '#jp-carousel-217'));
    await expect(dialog(page).getByRole('button', { name: 'Image 3' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await openAt(page, 210);
    await expect(counter(page)).toHaveText('9 / 12');
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/#jp-carousel/);
    expect(errors).toEqual([]);
  });

  test('shows bullets for 2 to 5 images, the text n / total above 5, and no pager for one', async ({ page }) => {
    await openPost(page);
    await openAt(page, 215);
    const bullets = dialog(page).getByRole('group', { name: 'Choose an image' }).getByRole('button');
    await expect(bullets).toHaveCount(3);
    await expect(counter(page)).toHaveCount(0);
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/#jp-carousel-217$/);
    await expectNoAxeViolations(page, '.wci-carousel');
    await page.keyboard.press('Escape');

    await openAt(page, 214);
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('The AS-30 folded for transport at the end of the day.');
    await expect(bullets).toHaveCount(0);
    await expect(counter(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Focus returns to the single image's link.
    await expect(page.locator('a.single-image-gallery')).toBeFocused();

    await openAt(page, 202);
    await expect(counter(page)).toHaveText('1 / 12');
  });

  test('moves to the next image on a drag to the left, without closing', async ({ page }) => {
    await openPost(page);
    await openAt(page, 203);
    // Embla has taken the track over once it positions it.
    await expect(dialog(page).locator('.wci-carousel__track')).toHaveAttribute('style', /translate3d/);
    // Embla re-measures when the slide's image arrives; a drag that starts before then can be lost.
    const image = dialog(page).locator('[data-attachment-id="203"] img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // …and a drag that starts while Embla still positions the track can be read as a tap: wait until
    // Embla reports its scroll body at rest (data-embla-state, set from its settle/scroll events).
    await expect(dialog(page).locator('.wci-carousel__viewport')).toHaveAttribute('data-embla-state', 'settled');
    // The drag covers 70% of the slide: past half a slide Embla snaps to the next one whatever the
    // release speed (on a loaded machine the last move can be older than the 170 ms Embla reads
    // velocity from, which made a short drag snap back: '2 / 12').
    const imageBox = (await image.boundingBox())!;
    const viewport = (await dialog(page).locator('.wci-carousel__viewport').boundingBox())!;
    const y = imageBox.y + imageBox.height / 2;
    await page.mouse.move(viewport.x + viewport.width * 0.9, y);
    await page.mouse.down();
    // A hand-speed drag, one rendered frame per step: instant moves coalesce into a jump.
    const nextFrame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(viewport.x + viewport.width * (0.9 - step * 0.07), y, { steps: 2 });
      await nextFrame();
    }
    await expect(dialog(page).locator('.wci-carousel__viewport')).toHaveAttribute('data-embla-state', 'moving');
    await page.mouse.up();
    await expect(counter(page)).toHaveText('3 / 12');
    await expect(page).toHaveURL(/#jp-carousel-204$/);
    await expect(dialog(page)).toBeVisible();
  });

  for (const [width, closes] of [[761, true], [760, false]] as const) {
    test(`a click on the backdrop ${closes ? 'closes' : 'does not close'} the carousel at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPost(page);
      await openAt(page, 203);
      // Above the image, inside the slide: backdrop.
      await page.mouse.click(width / 2, 40);
      if (closes) await expect(dialog(page)).toHaveCount(0);
      else {
        await page.waitForTimeout(300);
        await expect(dialog(page)).toBeVisible();
      }
    });
  }

  test('keeps Tab and Shift+Tab inside the dialog', async ({ page }) => {
    await openPost(page);
    await openAt(page, 215);
    const close = dialog(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(dialog(page).getByRole('button', { name: 'Post Comment' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Post Comment' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.wci-carousel') !== null)).toBe(true);
    }
  });

  test('validates, posts a guest comment held for moderation, then approves the next one and shows it', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPost(page);
    await openAt(page, 211);
    const form = dialog(page).locator('form');
    const status = form.getByRole('status');
    const submit = form.getByRole('button', { name: 'Post Comment' });
    await submit.click();
    await expect(status).toHaveText('Please be sure to submit some text with your comment.');
    await expect(form.getByRole('textbox', { name: 'Write a Comment...' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Write a Comment...' }).fill('Which field was this?');
    await submit.click();
    await expect(status).toHaveText('Please provide an email address to comment.');
    await form.getByRole('textbox', { name: 'Email (Required)' }).fill('farmer-at-example.com');
    await submit.click();
    await expect(status).toHaveText('Please provide an email address to comment.');
    await form.getByRole('textbox', { name: 'Email (Required)' }).fill('farmer@example.com');
    await submit.click();
    await expect(status).toHaveText('Please provide your name to comment.');
    await form.getByRole('textbox', { name: 'Name (Required)' }).fill('Farmer Joe');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('admin-ajax.php'));
    await submit.click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(Object.fromEntries(body)).toMatchObject({ action: 'post_attachment_comment', blog_id: '1', id: '211', comment: 'Which field was this?', email: 'farmer@example.com', author: 'Farmer Joe', url: '' });
    expect(body.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
    await expect(status).toHaveText('Your comment is in moderation.');
    await expect(form.getByRole('textbox', { name: 'Write a Comment...' })).toHaveValue('');

    await form.getByRole('textbox', { name: 'Write a Comment...' }).fill('Thanks, the field near Ames.');
    await submit.click();
    await expect(status).toHaveText('Your comment was approved.');
    await expect(dialog(page).locator('.wci-carousel__comment')).toContainText(['Thanks, the field near Ames.']);
    await expect(dialog(page).locator('.wci-carousel__comment')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('disables the form with a spinner while posting, and shows the error for a failed answer', async ({ page }) => {
    await openPost(page);
    // The gate exists before the request does: releasing it before the route has run must still free it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await released;
      await route.fulfill({ status: 500, body: 'oops' });
    });
    await openAt(page, 212);
    const form = dialog(page).locator('form');
    await form.getByRole('textbox', { name: 'Write a Comment...' }).fill('Nice');
    await form.getByRole('textbox', { name: 'Email (Required)' }).fill('a@example.com');
    await form.getByRole('textbox', { name: 'Name (Required)' }).fill('A');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(form.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await expect(form.locator('.wci-carousel__spinner')).toBeVisible();
    release();
    await expect(form.getByRole('status')).toHaveText('Sorry, but there was an error posting your comment. Please try again later.');
    await expect(form.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
    await expect(form.locator('.wci-carousel__spinner')).toHaveCount(0);
  });

  test('loads comments 10 at a time, and the next 10 when the end of the list comes near', async ({ page }) => {
    await openPost(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get_attachment_comments')) requests.push(new URL(request.url()).searchParams.get('offset') ?? '');
    });
    await openAt(page, 202);
    const items = dialog(page).locator('.wci-carousel__comment');
    await expect(items).toHaveCount(10);
    await dialog(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(items).toHaveCount(12);
    expect(requests).toEqual(['0', '10']);
  });

  test('sanitizes comment markup from the server', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route('**/wp-admin/admin-ajax.php?action=get_attachment_comments*', (route) => route.fulfill({
      contentType: 'text/javascript',
      body: JSON.stringify([{ id: '1', parent_id: '0', author_markup: '<a href="javascript:window.__xss=1">Eve</a>', gravatar_markup: '', date_gmt: '2026-01-01 00:00:00', content: '<p>Hi<img src="x" onerror="window.__xss=2"><script>window.__xss=3</script></p>' }]),
    }));
    await openPost(page);
    await openAt(page, 206);
    const comment = dialog(page).locator('.wci-carousel__comment');
    await expect(comment).toContainText('Hi');
    await expect(comment.locator('[onerror], script')).toHaveCount(0);
    await expect(comment).toContainText('Eve');
    await expect(comment.locator('[href^="javascript:"]')).toHaveCount(0);
    // The paragraph is drawn only from DOMPurify's output (before it loads, the text alone is shown).
    await expect(comment.locator('.wci-carousel__comment-content p')).toHaveText('Hi');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('links guests to the login page with the carousel hash, and reopens the image after login', async ({ page }) => {
    await openPost(page);
    await openAt(page, 208);
    const login = dialog(page).getByRole('link', { name: 'Log in' });
    const href = (await login.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('redirect_to')).toMatch(/\/field-day-spraying-soybeans\/#jp-carousel-208$/);
    expect(href).toContain('%23jp-carousel-208');
    await login.click();
    await page.getByLabel('Username or Email Address').fill('shopper');
    await page.getByLabel('Password', { exact: true }).fill('shopper-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#jp-carousel-208$/);
    await expect(dialog(page)).toBeVisible();
    await expect(counter(page)).toHaveText('7 / 12');
    // Logged in: no name or email fields.
    await expect(dialog(page).getByRole('textbox', { name: 'Email (Required)' })).toHaveCount(0);
    await expect(dialog(page).getByRole('textbox', { name: 'Write a Comment...' })).toBeVisible();
  });

  test('opens once its code arrives when clicked before, and follows the link when the code fails', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/content-(?!views-)[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(POST);
    await photo(page, 205).click();
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(dialog(page)).toBeVisible();
    await expect(counter(page)).toHaveText('4 / 12');

    const other = await page.context().newPage();
    await other.route(/\/chunks\/content-(?!views-)[^/]+\.js$/, (route) => route.abort());
    await other.goto(POST);
    const single = other.locator('img[data-attachment-id="214"]');
    await single.scrollIntoViewIfNeeded();
    await single.click();
    await expect(other).toHaveURL(/\/field-day-spraying-soybeans\/field-day-13\/$/);
  });
});
