/** One `<script>` tag as WordPress printed it. */
export interface PrintedScript {
  readonly id: string;
  readonly src: string;
  readonly type: string;
  readonly body: string;
}

const attribute = (tag: string, name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/** Every `<script>` of a page, in order (WordPress prints attributes double-quoted). */
export function pageScripts(html: string): PrintedScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', body = '']) => ({
    id: attribute(attrs, 'id'),
    src: attribute(attrs, 'src'),
    type: attribute(attrs, 'type'),
    body,
  }));
}

/** Handles whose file printed (`<script src id="{handle}-js">`). */
export function printedFiles(html: string): string[] {
  return pageScripts(html)
    .filter((script) => script.src && script.id.endsWith('-js'))
    .map((script) => script.id.slice(0, -'-js'.length));
}

/** Handles whose localized data printed (`<script id="{handle}-js-extra">`). */
export function printedData(html: string): string[] {
  return pageScripts(html)
    .filter((script) => script.id.endsWith('-js-extra'))
    .map((script) => script.id.slice(0, -'-js-extra'.length));
}

/** The plugin's settings block, parsed. */
export function pluginSettings(html: string): { disabled: string[]; rest: { root: string; nonce?: string; nonceEndpoint?: string } } | undefined {
  const block = pageScripts(html).find((script) => script.id === 'wc-islands-settings');
  return block ? JSON.parse(block.body) : undefined;
}

/** The loader tags (module or classic), whatever WordPress version printed them. */
export function loaderTags(html: string): PrintedScript[] {
  return pageScripts(html).filter((script) => /\/wc-islands\/dist\/wc-islands\.js/.test(script.src));
}
