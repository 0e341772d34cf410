import { injectStylesheet } from '../../island-kit/injectStylesheet.ts';

/**
 * The searchable select's look, under `:where()` (no specificity) so a theme's own rules win. The
 * field keeps the theme's input look and gains a chevron drawn with gradients (no image URL for a
 * strict CSP to block): the one rule with specificity, since themes reset `background` on inputs;
 * on a right-to-left page the padding and the chevron are at the left.
 * The popup uses the system highlight colours, which keep their contrast in forced-colours mode; the
 * listbox itself scrolls (a scrolling wrapper would be a scroll region keyboards cannot reach).
 */
const CSS = `:where(.wc-islands-combobox){cursor:pointer;padding-inline-end:2em;text-overflow:ellipsis}
input.wc-islands-combobox{background-image:linear-gradient(45deg,transparent 50%,currentColor 50%),linear-gradient(135deg,currentColor 50%,transparent 50%);background-position:calc(100% - 1.1em) 50%,calc(100% - .8em) 50%;background-size:.3em .3em;background-repeat:no-repeat}
input.wc-islands-combobox:dir(rtl){background-position:.8em 50%,1.1em 50%}
:where(.wc-islands-combobox:focus){cursor:text}
:where(.wc-islands-combobox-popup){position:absolute;z-index:1000;box-sizing:border-box;background:#fff;color:#222;border:1px solid #888;box-shadow:0 4px 10px rgba(0,0,0,.15)}
:where(.wc-islands-combobox-popup [role=listbox]){list-style:none;margin:0;padding:0;max-height:16em;overflow-y:auto}
:where(.wc-islands-combobox-popup [role=option]){padding:.4em .75em;cursor:pointer}
:where(.wc-islands-combobox-popup [role=option][aria-selected=true]){background:Highlight;color:HighlightText}
:where(.wc-islands-combobox-empty){padding:.4em .75em}`;

export function ensureComboboxStyles(doc: Document): void {
  injectStylesheet(doc, 'wc-islands-combobox-css', CSS);
}
