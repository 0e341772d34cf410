import { describe, expect, it } from 'vitest';
import { inertMarkup } from '../inertMarkup.ts';

// Storefront's mini-cart widget content with one line, as WooCommerce 11 renders it (woocommerce_mini_cart()).
const STOREFRONT_MINI_CART = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget ">
<li class="woocommerce-mini-cart-item mini_cart_item"><a role="button" href="https://shop.test/cart/?remove_item=abc&#038;_wpnonce=1" class="remove remove_from_cart_button" aria-label="Remove Beanie from cart" data-product_id="12" data-cart_item_key="abc" data-product_sku="woo-beanie" data-success_message="&ldquo;Beanie&rdquo; has been removed from your cart">&times;</a>
<a href="https://shop.test/product/beanie/"><img width="324" height="324" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://shop.test/beanie-324.jpg" srcset="https://shop.test/beanie-324.jpg 324w, https://shop.test/beanie-150.jpg 150w" sizes="(max-width: 324px) 100vw, 324px" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async">Beanie</a>
<span class="quantity">1 &times; <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>18.00</bdi></span></span></li>
</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> <span class="woocommerce-Price-amount amount">18.00</span></p>
<p class="woocommerce-mini-cart__buttons buttons"><a href="https://shop.test/cart/" class="button wc-forward">View cart</a><a href="https://shop.test/checkout/" class="button checkout wc-forward">Checkout</a></p></div>`;

/** The markup as it would be inserted. */
function inserted(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.append(inertMarkup(document, markup));
  return holder;
}

describe('inertMarkup', () => {
  it('keeps WooCommerce mini-cart markup as it is: classes, data-*, aria, remove links, srcset and data: image placeholders', () => {
    const reference = document.createElement('div');
    reference.innerHTML = STOREFRONT_MINI_CART;
    expect(inserted(STOREFRONT_MINI_CART).innerHTML).toBe(reference.innerHTML);
  });

  it('keeps a side cart form, its controls, SVG icons and an Alpine x-on: attribute', () => {
    const markup = '<form class="qty" action="/cart/" method="post"><input name="cart[abc][qty]" value="2"><button type="submit" formaction="/cart/?u=1">Update</button></form>'
      + '<svg class="icon" aria-hidden="true"><use href="#icon-cart"></use></svg><span x-on:click="open = true">Cart</span>';
    const reference = document.createElement('div');
    reference.innerHTML = markup;
    expect(inserted(markup).innerHTML).toBe(reference.innerHTML);
  });

  it('drops every inline event handler, in HTML and in SVG, whatever its case', () => {
    const holder = inserted('<img src="x" onerror="window.__pwned=1"><a href="/" ONCLICK="x()" onfocus>a</a><svg onload="x()"><circle onmouseover="x()"/></svg>');
    const names = [...holder.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));
    expect(names.filter((name) => /on[a-z]/i.test(name))).toEqual([]);
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it('drops scripts, frames, plugins, base, meta refresh, link, style, templates and SVG animations', () => {
    const holder = inserted('<p>kept</p><script>x()</script><iframe srcdoc="<script>x()</script>"></iframe><object data="x"></object><embed src="x">'
      + '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=javascript:x()"><link rel="stylesheet" href="x"><style>*{}</style>'
      + '<template><img src=x onerror=x()></template><svg><a href="/"><animate attributeName="href" values="javascript:x()"/><set attributeName="href" to="javascript:x()"/></a></svg>');
    expect([...holder.querySelectorAll('*')].map((element) => element.localName)).toEqual(['p', 'svg', 'a']);
    expect(inserted('<svg><script>x()</script></svg>').querySelector('script')).toBeNull();
  });

  it.each([
    ['javascript: in href', '<a href="javascript:x()">a</a>', 'a', 'href'],
    // Entities (&colon;) are decoded by the browser's parser, not happy-dom's: the browser test covers them.
    ['an obfuscated javascript: (case, tab, newline, leading space)', '<a href=" \tJaVa\nscript:x()">a</a>', 'a', 'href'],
    ['javascript: in a form action', '<form action="javascript:x()"></form>', 'form', 'action'],
    ['javascript: in formaction', '<button formaction="javascript:x()">b</button>', 'button', 'formaction'],
    ['javascript: in an image src', '<img src="javascript:x()">', 'img', 'src'],
    ['javascript: in an SVG xlink:href', '<svg><a xlink:href="javascript:x()"><text>t</text></a></svg>', 'a', 'xlink:href'],
    ['javascript: in a data-* attribute a theme script might follow', '<a data-href="javascript:x()">a</a>', 'a', 'data-href'],
    ['vbscript: in href', '<a href="vbscript:x">a</a>', 'a', 'href'],
    ['a data: document in href', '<a href="data:text/html,<script>x()</script>">a</a>', 'a', 'href'],
    ['an <img name> that would shadow document.cookie', '<img name="cookie" src="x">', 'img', 'name'],
  ])('drops %s', (_case, markup, selector, attribute) => {
    const element = inserted(markup).querySelector(selector);
    expect(element).not.toBeNull();
    expect(element?.hasAttribute(attribute)).toBe(false);
  });

  it('drops handlers hidden inside noscript and foreignObject too', () => {
    const holder = inserted('<noscript><img src="x" onerror="x()"></noscript><svg><foreignObject><img src="y" onerror="x()"></foreignObject></svg>');
    const imgs = [...holder.querySelectorAll('img')];
    expect(imgs.every((img) => img.getAttributeNames().every((name) => !/on[a-z]/i.test(name)))).toBe(true);
  });
});
