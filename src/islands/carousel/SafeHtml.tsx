import { stripTags } from '../../core/carousel/index.ts';
import { withoutInlineHandlers } from '../../core/html/index.ts';
import { usePurifier } from './usePurifier.ts';

export interface SafeHtmlProps {
  /** HTML source from the page or the server (captions, descriptions, comments). */
  readonly html: string;
  readonly className?: string;
}

/**
 * Markup the carousel shows (captions, descriptions, comments) goes through DOMPurify; until it has
 * loaded, or where it cannot run, the text alone is shown. Handler attributes are renamed before
 * DOMPurify parses the markup, so a strict CSP reports no violation for code that never runs.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const purify = usePurifier();
  if (!purify) return <div className={className}>{stripTags(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: purify.sanitize(withoutInlineHandlers(html)) }} />;
}
