import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { headerCount, recordWcAjax } from './support/cart.ts';

const SPRAYER = '/product/agriwing-as-40-configurable-spraying-drone/';
const PROPELLERS = '/product/folding-carbon-propellers-for-as-series/';
const BATTERY = '/product/smart-flight-battery-14s-22000-mah/';

/** Waits for the page's product islands (the loader marks each mounted element). */
async function mounted(locator: Locator, name: string): Promise<Locator> {
  await expect(locator).toHaveAttribute('data-island-mounted', new RegExp(`\\b${name}\\b`));
  return locator;
}

const variationForm = (page: Page): Locator => page.locator('form.variations_form');
const addButton = (page: Page): Locator => page.getByRole('button', { name: 'Add to cart', exact: true });

test.describe('variable products', () => {
  test('choosing options shows price, stock and image; the out-of-stock combination cannot be added; Clear resets', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(SPRAYER);
    await mounted(variationForm(page), 'variations');
    const image = page.locator('.woocommerce-product-gallery__image img.wp-post-image');
    const originalSrc = await image.getAttribute('src');
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');

    await page.getByLabel('Tank size').selectOption({ label: '30 L' });
    await page.getByLabel('Battery pack').selectOption({ label: 'Extended (4 × 30000 mAh)' });
    const details = page.locator('.single_variation');
    await expect(details.locator('.woocommerce-variation-price')).toContainText('20,490.00');
    await expect(details.locator('.woocommerce-variation-availability')).toHaveText('2 in stock');
    await expect(image).toHaveAttribute('src', /aw-as40-g7-416x416\.svg$/);
    await expect(page.locator('.product_meta .sku')).toHaveText('AW-AS40-30-L-EXTENDED');
    await expect(page.getByLabel(/quantity$/)).toHaveAttribute('max', '2');
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled');

    await page.getByLabel('Tank size').selectOption({ label: '40 L' });
    await expect(details.locator('.woocommerce-variation-availability')).toHaveText('Out of stock');
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the button focusable and pressable. Pressed from the keyboard: a forced pointer click
    // lands wherever the button was drawn, and on a busy machine the variation details may still be sliding.
    await addButton(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, this product is unavailable.' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(SPRAYER);

    await page.getByRole('link', { name: 'Clear options' }).click();
    await expect(page.getByLabel('Tank size')).toHaveValue('');
    await expect(page.getByLabel('Battery pack')).toHaveValue('');
    await expect(image).toHaveAttribute('src', originalSrc ?? '');
    await expect(page.locator('.product_meta .sku')).toHaveText('AW-AS40');
    await expect(page.getByRole('link', { name: 'Clear options' })).toBeHidden();
    await addButton(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /^Please select some product options/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('adds the chosen variation to the cart and the mini-cart shows it', async ({ page }) => {
    await page.goto(SPRAYER);
    await mounted(variationForm(page), 'variations');
    await page.getByLabel('Tank size').selectOption('20-l');
    await page.getByLabel('Battery pack').selectOption('standard');
    await expect(page.locator('.woocommerce-variation-availability')).toHaveText('5 in stock');
    await addButton(page).click();
    await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
    await expect(headerCount(page)).toHaveText('1 item');
    // As WooCommerce's mini-cart template: the variation's attributes under its name (dl.variation), since
    // two attributes with two-word names stay out of the variation's name.
    const line = page.locator('.widget_shopping_cart_content .mini_cart_item');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: 'AgriWing AS-40 Configurable Spraying Drone', exact: true })).toBeAttached();
    await expect(line.locator('dl.variation dt')).toHaveText(['Tank size:', 'Battery pack:']);
    await expect(line.locator('dl.variation dd')).toHaveText(['20 L', 'Standard (2 × 20000 mAh)']);
    await page.goto('/cart/');
    const row = page.getByRole('row', { name: /AgriWing AS-40 Configurable Spraying Drone/ });
    await expect(row.locator('.product-name dl.variation dd')).toHaveText(['20 L', 'Standard (2 × 20000 mAh)']);
  });

  test('a variation whose name carries its attribute lists nothing more in the mini-cart', async ({ page }) => {
    await page.goto(BATTERY);
    await mounted(variationForm(page), 'variations');
    const colour = page.locator('form.variations_form select').first();
    const option = colour.locator('option:not([value=""])').first();
    const colourName = (await option.textContent())?.trim() ?? '';
    await colour.selectOption(await option.getAttribute('value') ?? '');
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled');
    await addButton(page).click();
    await expect(headerCount(page)).toHaveText('1 item');
    const line = page.locator('.widget_shopping_cart_content .mini_cart_item');
    await expect(line).toContainText(`Smart Flight Battery 14S 22000 mAh - ${colourName}`);
    await expect(line.locator('dl.variation')).toHaveCount(0);
  });

  test('with more than 30 variations, asks get_variation and says when nothing matches', async ({ page }) => {
    const lookups = recordWcAjax(page, 'get_variation');
    await page.goto(PROPELLERS);
    await expect(variationForm(page)).toHaveAttribute('data-product_variations', 'false');
    await mounted(variationForm(page), 'variations');
    await page.getByLabel('Diameter').selectOption({ label: '30"' });
    await page.getByLabel('Pitch').selectOption({ label: '9.6"' });
    await expect(page.locator('.woocommerce-variation-price')).toContainText('57.00');
    expect(lookups).toHaveLength(1);
    expect(new URLSearchParams(lookups[0]?.postData() ?? '').get('attribute_pa_pitch')).toBe('9-6-in');
    await page.getByLabel('Diameter').selectOption({ label: '40"' });
    await page.getByLabel('Pitch').selectOption({ label: '9.2"' });
    await expect(page.locator('.wc-no-matching-variations')).toHaveText(/Sorry, no products matched your selection/);
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
  });
});

/** Events the variations form triggers, as WooCommerce lists them. */
const VARIATION_EVENTS = ['wc_variation_form', 'check_variations', 'found_variation', 'show_variation', 'hide_variation', 'reset_data',
  'reset_image', 'woocommerce_variation_select_change', 'woocommerce_variation_has_changed', 'woocommerce_update_variation_values'];

test.describe('variation events', () => {
  test('with jQuery on the page, a listener hears each event once with WooCommerce\'s arguments', async ({ page }) => {
    // Bind the moment jQuery defines itself, before any island can mount.
    await page.addInitScript((names: string[]) => {
      const w = window as unknown as { jQuery?: unknown; seen: Array<{ via: string; type: string; args: unknown[] }> };
      w.seen = [];
      const describe = (value: unknown): unknown => {
        if (value && typeof value === 'object' && 'variation_id' in value) return { variation_id: (value as { variation_id: number }).variation_id };
        if (value && typeof value === 'object' && 'getChosenAttributes' in value) return 'form';
        return value;
      };
      let jq: unknown;
      Object.defineProperty(window, 'jQuery', {
        configurable: true,
        get: () => jq,
        set(value: unknown) {
          jq = value;
          if (typeof value !== 'function') return;
          (value as (t: unknown) => { on: (n: string, f: (...a: unknown[]) => void) => void })(document).on(names.join(' '), function (this: unknown, event: unknown, ...args: unknown[]) {
            w.seen.push({ via: 'jquery', type: (event as { type: string }).type, args: args.map(describe) });
          });
        },
      });
      for (const name of names) document.addEventListener(name, (event) => w.seen.push({ via: 'dom', type: event.type, args: [] }));
    }, VARIATION_EVENTS);
    await page.goto(`${SPRAYER}?jquery=1`);
    await mounted(variationForm(page), 'variations');
    const seen = async (): Promise<Array<{ via: string; type: string; args: unknown[] }>> =>
      page.evaluate(() => (window as unknown as { seen: Array<{ via: string; type: string; args: unknown[] }> }).seen.splice(0));
    const jqueryTypes = (list: Array<{ via: string; type: string }>): string[] => list.filter((e) => e.via === 'jquery').map((e) => e.type);
    const domTypes = (list: Array<{ via: string; type: string }>): string[] => list.filter((e) => e.via === 'dom').map((e) => e.type);

    const init = await seen();
    expect(jqueryTypes(init)).toContain('wc_variation_form');
    expect(init.find((e) => e.via === 'jquery' && e.type === 'wc_variation_form')?.args).toEqual(['form']);
    expect(jqueryTypes(init)).toEqual(domTypes(init));

    await page.getByLabel('Tank size').selectOption('30-l');
    await expect.poll(async () => (await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length))).toBeGreaterThan(0);
    const first = await seen();
    expect(jqueryTypes(first)).toEqual(['woocommerce_update_variation_values', 'reset_image', 'hide_variation', 'reset_data',
      'check_variations', 'woocommerce_variation_select_change', 'woocommerce_variation_has_changed'].sort((a, b) => jqueryTypes(first).indexOf(a) - jqueryTypes(first).indexOf(b)));
    expect(new Set(jqueryTypes(first)).size).toBe(jqueryTypes(first).length);
    expect(domTypes(first)).toEqual(jqueryTypes(first));

    await page.getByLabel('Battery pack').selectOption('standard');
    await expect(page.locator('.woocommerce-variation-availability')).toHaveText('4 in stock');
    const second = await seen();
    const found = second.filter((e) => e.type === 'found_variation');
    expect(found).toEqual([{ via: 'dom', type: 'found_variation', args: [] }, { via: 'jquery', type: 'found_variation', args: [{ variation_id: 605 }] }]);
    expect(second.filter((e) => e.via === 'jquery' && e.type === 'show_variation')).toEqual([{ via: 'jquery', type: 'show_variation', args: [{ variation_id: 605 }, true] }]);
    expect(domTypes(second)).toEqual(jqueryTypes(second));
  });
});

test.describe('with jQuery on the page (?jquery=1)', () => {
  test('the same shopper steps work, and WooCommerce\'s own gallery triggers from a plugin are obeyed', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${SPRAYER}?jquery=1`);
    await page.waitForFunction(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const slides = gallery.locator('.woocommerce-product-gallery__image');
    const thumbs = gallery.locator('.flex-control-thumbs').getByRole('button');
    await thumbs.nth(2).click();
    await thumbs.nth(2).press('ArrowRight');
    await expect(slides.nth(3)).toHaveClass(/flex-active-slide/);
    // A plugin resets the slider the way WooCommerce's variation script does, with jQuery.
    await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { trigger: (n: string) => void } })
      .jQuery('.woocommerce-product-gallery').trigger('woocommerce_gallery_reset_slide_position'));
    await expect(slides.nth(0)).toHaveClass(/flex-active-slide/);
    const trigger = gallery.getByRole('button', { name: 'View full-screen image gallery' });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();

    const tabs = await mounted(page.locator('.woocommerce-tabs'), 'single-product');
    await tabs.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');

    await mounted(variationForm(page), 'variations');
    await page.getByLabel('Tank size').selectOption('20-l');
    await page.getByLabel('Battery pack').selectOption('standard');
    await expect(page.locator('.woocommerce-variation-availability')).toHaveText('5 in stock');
    await addButton(page).click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(page.locator('.widget_shopping_cart_content .mini_cart_item dl.variation dd')).toHaveText(['20 L', 'Standard (2 × 20000 mAh)']);
    expect(errors).toEqual([]);
  });

  test('get_variation\'s answer reaches a jQuery listener once, as found_variation with the variation', async ({ page }) => {
    await page.goto(`${PROPELLERS}?jquery=1`);
    await mounted(variationForm(page), 'variations');
    await page.evaluate(() => {
      const w = window as unknown as { found: unknown[]; jQuery: (s: string) => { on: (n: string, f: (e: unknown, v: { variation_id: number }) => void) => void } };
      w.found = [];
      w.jQuery('form.variations_form').on('found_variation', (_event, variation) => w.found.push(variation.variation_id));
    });
    await page.getByLabel('Diameter').selectOption({ label: '30"' });
    await page.getByLabel('Pitch').selectOption({ label: '9.6"' });
    await expect(page.locator('.woocommerce-variation-price')).toContainText('57.00');
    const found = await page.evaluate(() => (window as unknown as { found: number[] }).found);
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(Number(await page.locator('form.variations_form input[name="variation_id"]').inputValue()));
  });
});

test.describe('product gallery', () => {
  test('browses by thumbnails, keys and swipe; the lightbox opens from the trigger and the image and gives focus back', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const thumbs = gallery.locator('.flex-control-thumbs').getByRole('button');
    await expect(thumbs).toHaveCount(6);
    const slides = gallery.locator('.woocommerce-product-gallery__image');
    await expect(slides.nth(0)).toHaveClass(/flex-active-slide/);

    // Swipe: a drag to the left at hand speed (one frame per step) moves one slide on, once the
    // first image has arrived (Embla measures the slides when it does).
    const first = slides.nth(0).locator('img.wp-post-image');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await gallery.locator('.flex-viewport').boundingBox();
    if (!box) throw new Error('no viewport box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), box.y + box.height / 2, { steps: 2 });
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await expect(slides.nth(1)).toHaveClass(/flex-active-slide/);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');

    await thumbs.nth(2).click();
    await expect(slides.nth(2)).toHaveClass(/flex-active-slide/);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).press('ArrowRight');
    await expect(slides.nth(3)).toHaveClass(/flex-active-slide/);
    await thumbs.nth(2).press('ArrowRight');
    await expect(slides.nth(4)).toHaveClass(/flex-active-slide/);

    const trigger = gallery.getByRole('button', { name: 'View full-screen image gallery' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('AgriWing AS-40 – battery bay');
    await expectNoAxeViolations(page, '.wci-carousel');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await thumbs.nth(0).click();
    await expect(slides.nth(0)).toHaveClass(/flex-active-slide/);
    await slides.nth(0).locator('a').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slides.nth(0).locator('a')).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('gallery zoom', () => {
  /** The zoom layer's offset inside the slide, once its file has arrived (it has a size then). */
  const zoomOffset = async (layer: Locator): Promise<{ left: number; top: number; opacity: string }> =>
    layer.evaluate((img: HTMLImageElement) => ({ left: parseFloat(img.style.left), top: parseFloat(img.style.top), opacity: img.style.opacity }));

  test('with a mouse, the large image follows the pointer over the slide and goes when it leaves', async ({ page }) => {
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const slide = gallery.locator('.woocommerce-product-gallery__image').first();
    const box = await slide.boundingBox();
    if (!box) throw new Error('no slide box');
    await page.mouse.move(box.x + 2, box.y + 2);
    const layer = slide.locator('img.zoomImg');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(layer).toHaveAttribute('alt', '');
    await expect(layer).toHaveAttribute('src', /aw-as40\.svg$/);
    await expect.poll(() => layer.evaluate((img: HTMLImageElement) => img.complete && img.offsetWidth > 0)).toBe(true);
    // The layer is the full-size file (800 px), wider than the slide: top-left shows its top-left corner.
    await page.mouse.move(box.x + 4, box.y + 4);
    await expect.poll(() => zoomOffset(layer)).toMatchObject({ opacity: '1' });
    const nearCorner = await zoomOffset(layer);
    expect(nearCorner.left).toBeGreaterThan(-20);
    expect(nearCorner.top).toBeGreaterThan(-20);
    // At the bottom-right the layer's bottom-right corner meets the slide's.
    await page.mouse.move(box.x + box.width - 1, box.y + box.height - 1, { steps: 4 });
    const width = await layer.evaluate((img: HTMLImageElement) => img.offsetWidth);
    await expect.poll(async () => (await zoomOffset(layer)).left).toBeLessThan(-(width - box.width) + 10);
    expect((await zoomOffset(layer)).top).toBeLessThan(nearCorner.top - 100);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await expect.poll(async () => (await zoomOffset(layer)).opacity).toBe('0');
  });

  test('the zoom follows the slide in view: after a thumbnail, the new slide zooms its own large image', async ({ page }) => {
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    await gallery.locator('.flex-control-thumbs').getByRole('button').nth(1).click();
    const second = gallery.locator('.woocommerce-product-gallery__image').nth(1);
    await expect(second).toHaveClass(/flex-active-slide/);
    await second.hover();
    await expect(second.locator('img.zoomImg')).toHaveAttribute('src', await second.locator('img').first().getAttribute('data-large_image') ?? 'missing');
    await expect(gallery.locator('.woocommerce-product-gallery__image').first().locator('img.zoomImg')).toHaveCount(0);
  });

  test('no zoom where the store turns it off (zoom_enabled empty)', async ({ page }) => {
    await page.route(`**${SPRAYER}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes('"zoom_enabled":"1"')) throw new Error('zoom_enabled not in the page');
      await route.fulfill({ response, body: html.replace('"zoom_enabled":"1"', '"zoom_enabled":""') });
    });
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const slide = gallery.locator('.woocommerce-product-gallery__image').first();
    await slide.hover();
    await slide.hover({ position: { x: 10, y: 10 } });
    // The lightbox trigger still comes (photoswipe_enabled) and the hover stays plain.
    await expect(gallery.getByRole('button', { name: 'View full-screen image gallery' })).toBeVisible();
    await expect(slide.locator('img.zoomImg')).toHaveCount(0);
  });

  test('on a touch screen a tap never zooms: it opens the lightbox', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const slide = gallery.locator('.woocommerce-product-gallery__image').first();
    // WooCommerce's size rule alone would zoom here: the 800 px file is wider than a phone's gallery.
    expect(await gallery.evaluate((el) => el.clientWidth)).toBeLessThan(800);
    await slide.locator('a').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(slide.locator('img.zoomImg')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await context.close();
  });
});

test.describe('product gallery without React', () => {
  test('the slider is framework-free: it mounts and slides with React\'s chunk refused', async ({ page }) => {
    // React is 59 KB gz; the slider (vanilla Embla) must not wait for it or fail with it. Only the
    // lightbox dialog is React, fetched on demand.
    await page.route(/\/chunks\/react-[\w-]+\.js/, (route) => route.abort());
    await page.goto(SPRAYER);
    const gallery = await mounted(page.locator('.woocommerce-product-gallery'), 'single-product');
    const thumbs = gallery.locator('.flex-control-thumbs').getByRole('button');
    await thumbs.nth(3).click();
    await expect(gallery.locator('.woocommerce-product-gallery__image').nth(3)).toHaveClass(/flex-active-slide/);
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
    // Chunks are grouped by rule (scripts/chunkGroups.ts): React views go to '-views' chunks, the
    // framework-free rest (the slider among it: the product family's chunk and Embla's) never imports React.
    const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.includes('/chunks/')));
    expect(chunks.some((url) => /\/chunks\/product-(?!views)/.test(url))).toBe(true);
    expect(chunks.some((url) => /\/chunks\/embla-/.test(url))).toBe(true);
    for (const url of chunks.filter((name) => !/\/chunks\/(react|[\w]+-views)-/.test(name))) {
      expect(await (await page.request.get(url)).text(), url).not.toMatch(/from\s*["']\.\/react-/);
    }
  });
});

test.describe('tabs and reviews', () => {
  test('tabs work by keyboard, one panel at a time; the review link opens the reviews tab', async ({ page }) => {
    await page.goto(SPRAYER);
    const tabs = await mounted(page.locator('.woocommerce-tabs'), 'single-product');
    const description = tabs.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
    await description.focus();
    await page.keyboard.press('ArrowRight');
    const info = tabs.getByRole('tab', { name: 'Additional information' });
    await expect(info).toBeFocused();
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toContainText('Tank size');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: '(3 customer reviews)' }).click();
    await expect(tabs.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '3 reviews for AgriWing AS-40 Configurable Spraying Drone' })).toBeVisible();
    await expectNoAxeViolations(page, '.woocommerce-tabs');
  });

  test('a #tab-reviews link opens the reviews tab on load', async ({ page }) => {
    await page.goto(`${SPRAYER}#tab-reviews`);
    const tabs = await mounted(page.locator('.woocommerce-tabs'), 'single-product');
    await expect(tabs.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
  });

  test('posts a review with a star rating; none chosen says "Please select a rating"', async ({ page }) => {
    await page.goto(`${BATTERY}#reviews`);
    const stars = page.getByRole('radiogroup', { name: /Your rating/ });
    await expect(stars).toBeVisible();
    await page.getByLabel('Your review').fill('Survived a wet week of spraying without a fault.');
    await page.getByRole('textbox', { name: /^Name\s*\*$/ }).fill('Robin');
    await page.getByRole('textbox', { name: /^Email\s*\*$/ }).fill('robin@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a rating' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
    await page.getByRole('radio', { name: '4 of 5 stars' }).check();
    await expectNoAxeViolations(page, '#review_form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#comment-\d+$/);
    await expect(page.locator('.commentlist')).toContainText('Survived a wet week of spraying without a fault.');
    await expect(page.locator('.commentlist li').last().getByRole('img')).toHaveAttribute('aria-label', 'Rated 4 out of 5');
  });
});

test.describe('without JavaScript', () => {
  test('every product page still adds to cart; a refused add says why', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SPRAYER);
    await page.getByLabel('Tank size').selectOption('20-l');
    await page.getByLabel('Battery pack').selectOption('extended');
    await page.getByLabel(/quantity$/).fill('2');
    await addButton(page).click();
    await expect(page.locator('.woocommerce-message')).toContainText('2 × “AgriWing AS-40 Configurable Spraying Drone” have been added to your cart.');
    await page.goto('/product/skymap-fw1-fixed-wing-vtol-mapper/');
    await addButton(page).click();
    await expect(headerCount(page)).toHaveText('3 items');
    await addButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'because there is not enough stock' })).toBeVisible();
    await context.close();
  });
});

test('a listing add refused by the server lands on the product page with the reason', async ({ page }) => {
  await page.goto('/product/skymap-fw1-fixed-wing-vtol-mapper/');
  await addButton(page).click();
  await expect(headerCount(page)).toHaveText('1 item');
  await page.goto('/product-category/drones/mapping-drones/');
  const button = page.getByRole('button', { name: 'Add to cart: “SkyMap FW1 Fixed-Wing VTOL Mapper”' });
  await button.click();
  await expect(page).toHaveURL(/\/product\/skymap-fw1-fixed-wing-vtol-mapper\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot add that amount of “SkyMap FW1 Fixed-Wing VTOL Mapper” to the cart because there is not enough stock.' })).toBeVisible();
});
