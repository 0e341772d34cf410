// Test helper (not a test file): a browser stand-in per visitor, each with its own happy-dom Window
// and cookie jar, that records a page view with our tracker or with the `sourcebuster` npm package.
import { createRequire } from 'node:module';
import { Window } from 'happy-dom';
import { vi } from 'vitest';
import { documentCookieJar } from '../rawCookies.ts';
import { trackVisit } from '../trackVisit.ts';
import type { TrackingOptions } from '../normalizeTrackingOptions.ts';
import type { AttributionSnapshot, CookieJar } from '../types.ts';

interface Sourcebuster {
  init(prefs: Record<string, unknown>): void;
  get: Record<string, Record<string, string>>;
}

const sbjs = createRequire(import.meta.url)('sourcebuster') as Sourcebuster;

export interface Visitor {
  /** Opens `url` with `referrer` and records the page view; returns `sbjs.get`. */
  visit(url: string, referrer?: string): Record<string, Record<string, string>>;
  /** Every `document.cookie = …` assignment so far. */
  readonly writes: string[];
  /** The jar's cookies by name, raw. */
  raw(): Map<string, string>;
  close(): Promise<void>;
}

/** WooCommerce's init: session-only cookies, 30-minute sessions, UTC dates (contract s4.4). */
export const WOO_OPTIONS: TrackingOptions = { lifetimeMonths: 0.00001, sessionMinutes: 30, timezoneOffsetHours: 0 };

/** The same options in sourcebuster's `init` vocabulary (the string '0' is its UTC). */
export function toSourcebusterPrefs(options: TrackingOptions): Record<string, unknown> {
  const prefs: Record<string, unknown> = {
    lifetime: options.lifetimeMonths,
    session_length: options.sessionMinutes,
    timezone_offset: options.timezoneOffsetHours === undefined ? undefined : String(options.timezoneOffsetHours),
    campaign_param: options.campaignParam,
    term_param: options.termParam,
    content_param: options.contentParam,
    user_ip: options.userIp,
    promocode: options.promoCode,
    typein_attributes: options.typeinAttributes,
    domain: options.domain,
    referrals: options.referrals,
    organics: options.organics,
  };
  return Object.fromEntries(Object.entries(prefs).filter(([, value]) => value !== undefined));
}

function spiedJar(window: Window, writes: string[]): CookieJar {
  const jar = documentCookieJar(window.document as unknown as Document);
  return { read: jar.read, write: (cookie) => (writes.push(cookie), jar.write(cookie)) };
}

function open(window: Window, url: string, referrer: string): void {
  window.happyDOM.setURL(url);
  Object.defineProperty(window.document, 'referrer', { value: referrer, configurable: true });
}

function rawCookies(window: Window): Map<string, string> {
  const entries = window.document.cookie.split('; ').filter(Boolean).map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at), part.slice(at + 1)] as const;
  });
  return new Map(entries);
}

const snapshotRecord = (snapshot: AttributionSnapshot) => snapshot as Record<string, Record<string, string>>;

/** A fresh browser window on the shop, for visitors that share one jar. */
export const shopWindow = (): Window => new Window({ url: 'https://www.shop.test/' });

/** A visitor tracked by our engine. */
export function ourVisitor(options: TrackingOptions = WOO_OPTIONS, window = new Window({ url: 'https://www.shop.test/' })): Visitor {
  const writes: string[] = [];
  const cookies = spiedJar(window, writes);
  return {
    writes,
    visit(url, referrer = '') {
      open(window, url, referrer);
      const { location, navigator } = window;
      return snapshotRecord(trackVisit(
        {
          href: location.href, hostname: location.hostname, search: location.search, referrer,
          userAgent: navigator.userAgent, now: () => Date.now(), random: Math.random, cookies,
        },
        options,
      ));
    },
    raw: () => rawCookies(window),
    close: () => window.happyDOM.close(),
  };
}

/** A visitor tracked by the legacy script: the npm package's `sbjs.init` against its own window. */
export function oracleVisitor(options: TrackingOptions = WOO_OPTIONS, window = new Window({ url: 'https://www.shop.test/' })): Visitor {
  const writes: string[] = [];
  const jar = spiedJar(window, writes);
  // sourcebuster reads window, document and navigator as globals at call time.
  const document = new Proxy(window.document, {
    get: (target, key) => (key === 'cookie' ? jar.read() : Reflect.get(target, key, target)),
    set: (target, key, value) => (key === 'cookie' ? (jar.write(String(value)), true) : Reflect.set(target, key, value, target)),
  });
  return {
    writes,
    visit(url, referrer = '') {
      open(window, url, referrer);
      vi.stubGlobal('window', window);
      vi.stubGlobal('document', document);
      vi.stubGlobal('navigator', window.navigator);
      try {
        sbjs.init(toSourcebusterPrefs(options));
      } finally {
        vi.unstubAllGlobals();
      }
      return JSON.parse(JSON.stringify(sbjs.get)) as Record<string, Record<string, string>>;
    },
    raw: () => rawCookies(window),
    close: () => window.happyDOM.close(),
  };
}

/**
 * An in-memory `document.cookie` for unit tests: keeps name → value, drops a cookie written with
 * `max-age` <= 0 or an `expires` in the past, and records every assignment.
 */
export function memoryJar(seed: Record<string, string> = {}, now: () => number = Date.now): CookieJar & { writes: string[]; values: Map<string, string> } {
  const values = new Map(Object.entries(seed));
  const writes: string[] = [];
  return {
    values,
    writes,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      writes.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        return key.toLowerCase() === 'expires' && Date.parse(value) <= now();
      });
      if (expired) values.delete(name);
      else values.set(name, pair.slice(at + 1));
    },
  };
}
