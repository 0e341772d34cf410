import { safeNavigationUrl } from '../url/index.ts';

/** A page leave the shopper started in this tab, stopped so it can be started again later. */
export interface HeldNavigation {
  /** The link or form that shows the busy state while the leave waits. */
  readonly element: HTMLElement;
  /**
   * Starts the same leave again through the browser's own activation (a click on a copy of the link, a
   * requestSubmit of the form with its submitter), so the link's rel, referrerpolicy and ping and the
   * submitter's name, value and form* overrides keep working. Dispatches one click or submit event.
   */
  readonly resume: () => void;
}

/** Where a navigation without its own target opens: the page's `<base target>`, else this tab. */
const opensHere = (target: string, doc: Document): boolean => {
  const name = (target || doc.querySelector('base[target]')?.getAttribute('target') || '').toLowerCase();
  return name === '' || name === '_self';
};

const withoutHash = (url: string): string => url.split('#')[0] ?? url;

// A middle click fires auxclick, not click; ctrl/meta/shift/alt ask for a new tab, window or a download.
const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

function linkLeave(event: MouseEvent): HeldNavigation | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || link.hasAttribute('download')) return undefined;
  const doc = link.ownerDocument;
  const url = safeNavigationUrl(link.href, doc.baseURI);
  if (!url || !opensHere(link.target, doc)) return undefined;
  // A jump within this page (#reviews) leaves nothing behind.
  if (new URL(url).hash && withoutHash(url) === withoutHash(doc.URL)) return undefined;
  return {
    element: link,
    resume() {
      // Fragments may have replaced the link meanwhile (the header cart's is one): a hidden copy takes
      // the click, connected because the HTML spec lets a disconnected element navigate nowhere.
      const copy = link.cloneNode(false) as HTMLAnchorElement;
      copy.hidden = true;
      doc.body.append(copy);
      copy.click();
      copy.remove();
    },
  };
}

function formLeave(event: SubmitEvent): HeldNavigation | undefined {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return undefined;
  const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
  const override = (name: string): string | null => (submitter?.hasAttribute(name) ? submitter.getAttribute(name) : null);
  const method = (override('formmethod') ?? form.getAttribute('method') ?? '').toLowerCase();
  const action = override('formaction') ?? form.getAttribute('action') ?? '';
  const doc = form.ownerDocument;
  if (method === 'dialog' || !safeNavigationUrl(action || doc.URL, doc.baseURI)) return undefined;
  if (!opensHere(override('formtarget') ?? form.getAttribute('target') ?? '', doc)) return undefined;
  return { element: form, resume: () => form.requestSubmit(submitter?.form === form ? submitter : null) };
}

/**
 * The page leave a click or submit starts in this tab, if it can be held: a plain click on an http(s)
 * link (not a new tab, a download or a jump within the page), or a form sent to an http(s) address in
 * this tab. Whether someone cancelled the event is the caller's to check.
 */
export function heldNavigation(event: Event): HeldNavigation | undefined {
  if (event.type === 'click' && event instanceof MouseEvent) return linkLeave(event);
  if (event.type === 'submit' && event instanceof SubmitEvent) return formLeave(event);
  return undefined;
}
