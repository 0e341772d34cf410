import { FRAGMENT_SCRIPT_TYPE } from '../constants/contract.ts';
import { request } from '../http/request.ts';

export interface ScriptRunner {
  /** Queues inserted fragment scripts and runs them once each, after any queued earlier, in order. */
  run(scripts: readonly HTMLScriptElement[]): void;
}

// What jQuery's DOMEval copies from the inserted script to the one it evaluates, nothing else.
const COPIED_ATTRIBUTES = ['type', 'src', 'nonce', 'noModule'] as const;
// jQuery unwraps a CDATA section around inline code.
const CDATA_WRAPPER = /^\s*<!\[CDATA\[|\]\]>\s*$/g;

/** A classic script with a source: jQuery fetches it before the next script runs. */
const external = (script: HTMLScriptElement): boolean => script.src !== '' && script.type.toLowerCase() !== 'module';

/**
 * Whether jQuery's domManip evaluates this script now: a script type, still in the document (an
 * earlier script may have removed it), and not a `nomodule` script with a source (jQuery skips those).
 */
function runnable(script: HTMLScriptElement): boolean {
  if (!FRAGMENT_SCRIPT_TYPE.test(script.type) || !script.isConnected) return false;
  return !(external(script) && script.noModule);
}

/** The attributes jQuery copies. The nonce reads '' as an attribute once connected; the property keeps it. */
function copiedAttributes(script: HTMLScriptElement, names: readonly (typeof COPIED_ATTRIBUTES)[number][]): Array<[string, string]> {
  const copied: Array<[string, string]> = [];
  for (const name of names) {
    const value = script[name] || script.getAttribute(name);
    if (value) copied.push([name, String(value)]);
  }
  return copied;
}

/**
 * jQuery's DOMEval: a new script with the code and the copied attributes, run by inserting it into the
 * head and removed at once. The nonce is the fragment script's own, never the page's: a script the
 * answer did not sign stays under the page's policy, as with jQuery.
 */
function domEval(doc: Document, code: string, attributes: Array<[string, string]>): void {
  const script = doc.createElement('script');
  script.text = code;
  for (const [name, value] of attributes) script.setAttribute(name, value);
  doc.head.append(script);
  script.remove();
}

/** jQuery's _evalUrl, same origin: GET the source (cookies, X-Requested-With), evaluate it only if it came. */
async function fetchAndEval(doc: Document, script: HTMLScriptElement): Promise<void> {
  const nonce = copiedAttributes(script, ['nonce']);
  const answer = await request(script.src, { method: 'GET' });
  if (answer.ok) domEval(doc, answer.value, nonce);
}

/** jQuery's _evalUrl, another origin: a plain script tag (no attributes copied), removed once it ran. */
function loadTag(doc: Document, src: string): Promise<void> {
  return new Promise((resolve) => {
    const tag = doc.createElement('script');
    tag.src = src;
    const done = (): void => {
      tag.remove();
      resolve();
    };
    tag.addEventListener('load', done, { once: true });
    tag.addEventListener('error', done, { once: true });
    doc.head.append(tag);
  });
}

const sameOrigin = (doc: Document, src: string): boolean => new URL(src, doc.baseURI).origin === new URL(doc.baseURI).origin;

/**
 * Runs the scripts of inserted fragment markup as WooCommerce's jQuery `replaceWith` does: in document
 * order, each once (docs/reference/fragment-scripts.md). An inline script runs at once; at a classic
 * script with `src` the queue waits until it ran or failed (jQuery blocks on a synchronous request), so
 * the scripts after it, in this answer and the next, see what it defined.
 */
export function createScriptRunner(doc: Document): ScriptRunner {
  const queue: HTMLScriptElement[] = [];
  let waiting = false;

  const wait = (loaded: Promise<void>): void => {
    waiting = true;
    void loaded.finally(() => {
      waiting = false;
      drain();
    });
  };

  function drain(): void {
    while (!waiting) {
      const script = queue.shift();
      if (!script) return;
      if (!runnable(script)) continue;
      if (!external(script)) domEval(doc, (script.textContent ?? '').replace(CDATA_WRAPPER, ''), copiedAttributes(script, COPIED_ATTRIBUTES));
      else wait(sameOrigin(doc, script.src) ? fetchAndEval(doc, script) : loadTag(doc, script.src));
    }
  }

  return {
    run(scripts) {
      queue.push(...scripts);
      drain();
    },
  };
}
