import { describe, expect, it } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { definition } from '../definition.ts';
import { mount } from '../index.ts';
import { createStarRating } from '../rating/createStarRating.ts';
import { createTabs } from '../tabs/createTabs.ts';
import { pickInitialTab } from '../tabs/pickInitialTab.ts';

// templates/single-product/tabs/tabs.php as WooCommerce 11 prints it (product-drone.html), panels shortened.
const TABS = `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
<li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
<li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>
<li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Reviews (2)</a></li></ul>
<div class="woocommerce-Tabs-panel wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">D</div>
<div class="woocommerce-Tabs-panel wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information">A</div>
<div class="woocommerce-Tabs-panel wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews">R</div></div>
<a href="#reviews" class="woocommerce-review-link">(2 customer reviews)</a>`;

// single-product-reviews.php's rating row (product-drone.html).
const RATING = `<form id="commentform"><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
<option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></div>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Submit" /></p></form>`;

const visiblePanels = (): string[] => [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')].filter((p) => p.style.display !== 'none').map((p) => p.id);

describe('pickInitialTab', () => {
  const keys = ['description', 'additional_information', 'reviews'];
  it('opens reviews for review and comment links and comment pages, a named tab for #tab-<key>, else the first', () => {
    expect(pickInitialTab(keys, '#reviews', '')).toBe('reviews');
    expect(pickInitialTab(keys, '#comment-12', '')).toBe('reviews');
    expect(pickInitialTab(keys, '', '/product/x/comment-page-2/')).toBe('reviews');
    expect(pickInitialTab(keys, '#tab-additional_information', '')).toBe('additional_information');
    expect(pickInitialTab(keys, '#tab-nope', '')).toBe('description');
  });
});

describe('product tabs', () => {
  it('are told apart by the dispatcher with the selector its definition mounts them by', async () => {
    document.body.innerHTML = TABS;
    const wrapper = document.querySelector<HTMLElement>(definition.selector)!;
    expect(wrapper.classList.contains('woocommerce-tabs')).toBe(true);
    const unmount = await mount(wrapper, islandContext('single-product'));
    expect(visiblePanels()).toEqual(['tab-description']);
    unmount();
  });

  it('shows one panel, moves with arrows, Home and End, and keeps one tab in the Tab order', () => {
    document.body.innerHTML = TABS;
    createTabs(document.querySelector('.woocommerce-tabs')!, { hash: '', href: '/' });
    expect(visiblePanels()).toEqual(['tab-description']);
    const tabs = [...document.querySelectorAll<HTMLAnchorElement>('[role=tab]')];
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(visiblePanels()).toEqual(['tab-reviews']);
    expect(document.activeElement).toBe(tabs[2]);
    tabs[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('#tab-title-description')!.classList.contains('active')).toBe(true);
  });

  it('opens the reviews tab from the review link and from the hash on load', () => {
    document.body.innerHTML = TABS;
    createTabs(document.querySelector('.woocommerce-tabs')!, { hash: '#tab-reviews', href: '/' });
    expect(visiblePanels()).toEqual(['tab-reviews']);
    document.body.innerHTML = TABS;
    createTabs(document.querySelector('.woocommerce-tabs')!, { hash: '', href: '/' });
    document.querySelector<HTMLAnchorElement>('.woocommerce-review-link')!.click();
    expect(visiblePanels()).toEqual(['tab-reviews']);
  });
});

describe('star rating', () => {
  const TEXT = { options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'], required: 'Please select a rating' };

  it('replaces the select with five named radios posting the same field, and puts it back on unmount', () => {
    document.body.innerHTML = RATING;
    const select = document.querySelector<HTMLSelectElement>('#rating')!;
    const unmount = createStarRating(select, true, TEXT);
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio][name=rating]')];
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual(TEXT.options);
    expect(document.querySelector('[role=radiogroup]')?.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(select.disabled && select.hidden).toBe(true);
    radios[3]!.click();
    // Browsers leave disabled controls out of the post: the checked radio is the one `rating` sent.
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['4']);
    // The select follows, for scripts that read it.
    expect(select.value).toBe('4');
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    unmount();
    expect(document.querySelector('p.stars')).toBeNull();
    expect(select.disabled || select.hidden).toBe(false);
  });

  it('refuses a submit without a rating when one is required, saying so by the stars', () => {
    document.body.innerHTML = RATING;
    createStarRating(document.querySelector<HTMLSelectElement>('#rating')!, true, TEXT);
    const submit = new SubmitEvent('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Please select a rating');
    expect(document.activeElement).toBe(document.querySelector('input[value="1"]'));
  });

  it('lets a review without a rating through when ratings are optional', () => {
    document.body.innerHTML = RATING;
    createStarRating(document.querySelector<HTMLSelectElement>('#rating')!, false, TEXT);
    const submit = new SubmitEvent('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
