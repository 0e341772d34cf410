import { escapeAttr, escapeHtml } from '../templates/escape.ts';
import type { ReferrerSite } from './referrerSites.ts';

/**
 * The stand-in site's page: one link back to the store. A plain link with the default referrer
 * policy, so the store sees this site's origin as `document.referrer`, as it would from Google.
 */
export function referrerPage(site: ReferrerSite, query: string, storeUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(site.title(query))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:2em auto;padding:0 1em;color:#202124}a{color:#1a0dab}</style>
</head>
<body>
<main>
<h1>${escapeHtml(site.heading(query))}</h1>
<p>${escapeHtml(site.intro)}</p>
<ol class="results"><li><a href="${escapeAttr(storeUrl)}">${escapeHtml(site.linkText)}</a></li></ol>
</main>
</body>
</html>
`;
}
