import { withoutInlineHandlers } from '../html/index.ts';

export interface SlideText {
  /** Plain text. */
  readonly title: string;
  /** HTML source. */
  readonly caption: string;
  /** HTML source. */
  readonly description: string;
}

/** Text content of HTML source, without running it (template content is inert: no requests, no handlers). */
export function stripTags(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const template = document.createElement('template');
  template.innerHTML = withoutInlineHandlers(html);
  for (const code of template.content.querySelectorAll('script, style')) code.remove();
  return (template.content.textContent ?? '').trim();
}

/** A value with an underscore and no space is a file name WordPress filled in, not a title (s1.15). */
const filenameLike = (value: string): boolean => !value.includes(' ') && value.includes('_');

/**
 * Title, caption and description as the carousel shows them (carousel contract s1.15): file-name-like
 * values are dropped, then duplicates, compared without tags (the title when it repeats the caption;
 * the description when it repeats either).
 */
export function slideText(raw: { title: string; caption: string; desc: string }): SlideText {
  const clean = (value: string): string => (filenameLike(value.trim()) ? '' : value.trim());
  const caption = clean(raw.caption);
  let title = stripTags(clean(raw.title));
  let description = clean(raw.desc);
  const captionText = stripTags(caption);
  if (title && title === captionText) title = '';
  const descText = stripTags(description);
  if (descText && (descText === captionText || descText === title)) description = '';
  return { title, caption, description };
}
