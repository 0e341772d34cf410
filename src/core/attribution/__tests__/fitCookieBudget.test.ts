import { describe, expect, it } from 'vitest';
import { encodeCookieText, toBase64Cookie } from '../cookieCodec.ts';
import { parseContainer } from '../containerText.ts';
import { fitCookieBudget, type CookieWrite, type PlannedCookie } from '../fitCookieBudget.ts';

const BUDGET = 1000;
const A = 'A'.repeat(3000);

/** What the writes put in the Cookie header: encoded `name=value`, summed. */
const headerBytes = (writes: readonly CookieWrite[], base64 = false): number =>
  writes.reduce((sum, { name, text }) => {
    const encoded = encodeCookieText(text);
    return sum + name.length + 1 + (base64 ? toBase64Cookie(encoded) : encoded).length;
  }, 0);

const cookie = (name: string, text: string, stored?: string): PlannedCookie =>
  stored === undefined ? { name, text, minutes: 0 } : { name, text, minutes: 0, stored };

describe('fitCookieBudget', () => {
  it('leaves cookies that fit as they are and writes only those of this hit', () => {
    const planned = [cookie('sbjs_current', 'typ=utm|||src=a'), cookie('sbjs_first', 'typ=utm|||src=b', encodeCookieText('typ=utm|||src=b'))];
    expect(fitCookieBudget(planned, { base64: false, bytes: BUDGET })).toEqual([{ name: 'sbjs_current', text: 'typ=utm|||src=a', minutes: 0 }]);
  });

  it('cuts the long values to one common length that fits, leaving short ones whole', () => {
    const writes = fitCookieBudget(
      [cookie('sbjs_current', `typ=utm|||src=newsletter|||mdm=email|||cmp=${A}|||cnt=${'B'.repeat(200)}`), cookie('sbjs_session', `pgs=1|||cpg=${A}`)],
      { base64: false, bytes: BUDGET },
    );
    expect(headerBytes(writes)).toBeLessThanOrEqual(BUDGET);
    expect(headerBytes(writes)).toBeGreaterThan(BUDGET - 10);
    const current = parseContainer(writes[0]?.text ?? '');
    expect(current).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email', cnt: 'B'.repeat(200) });
    expect(current['cmp']).toBe(parseContainer(writes[1]?.text ?? '')['cpg']);
    expect(current['cmp']?.length).toBeGreaterThan(200);
  });

  it('never cuts the type, the date, the counters, the promo code or the migrations mark', () => {
    const writes = fitCookieBudget(
      [
        cookie('sbjs_migrations', '1418474375998=1'),
        cookie('sbjs_current', `typ=utm|||src=${A}`),
        cookie('sbjs_current_add', `fd=2025-11-21 17:06:00|||ep=${A}|||rf=${A}`),
        cookie('sbjs_session', `pgs=12|||cpg=${A}`),
        cookie('sbjs_udata', `vst=3|||uip=(none)|||uag=${A}`),
        cookie('sbjs_promo', 'code=123456'),
      ],
      { base64: false, bytes: 400 },
    );
    expect(headerBytes(writes)).toBeLessThanOrEqual(400);
    const [migrations, current, add, session, udata, promo] = writes.map(({ text }) => text);
    expect(migrations).toBe('1418474375998=1');
    expect(parseContainer(current ?? '')).toMatchObject({ typ: 'utm', src: expect.stringMatching(/^A+$/) });
    expect(parseContainer(add ?? '')['fd']).toBe('2025-11-21 17:06:00');
    expect(parseContainer(session ?? '')['pgs']).toBe('12');
    expect(parseContainer(udata ?? '')['vst']).toBe('3');
    expect(promo).toBe('code=123456');
  });

  it("counts base64's longer values", () => {
    const writes = fitCookieBudget([cookie('sbjs_current', `typ=utm|||cmp=${A}`), cookie('sbjs_first', `typ=utm|||cmp=${A}`)], { base64: true, bytes: BUDGET });
    expect(headerBytes(writes, true)).toBeLessThanOrEqual(BUDGET);
    expect(headerBytes(writes, true)).toBeGreaterThan(BUDGET - 10);
  });

  it('shrinks a cookie an earlier page wrote when the total is over, as this hit writes its own', () => {
    const firstText = `typ=utm|||cmp=${'F'.repeat(600)}`;
    const first = cookie('sbjs_first', firstText, encodeCookieText(firstText));
    const writes = fitCookieBudget([cookie('sbjs_current', `typ=utm|||cmp=${A}`), first], { base64: false, bytes: BUDGET });
    expect(writes.map(({ name }) => name)).toEqual(['sbjs_current', 'sbjs_first']);
    expect(headerBytes(writes)).toBeLessThanOrEqual(BUDGET);
    expect(parseContainer(writes[1]?.text ?? '')['cmp']).toMatch(/^F{400,}$/);
  });

  it('counts a kept cookie at the size the browser holds it', () => {
    const text = `typ=utm|||cmp=${'F'.repeat(200)}`;
    const kept = cookie('sbjs_first', text, toBase64Cookie(encodeCookieText(text)));
    const writes = fitCookieBudget([cookie('sbjs_current', `typ=utm|||cmp=${A}`), kept], { base64: false, bytes: BUDGET });
    const keptBytes = 'sbjs_first='.length + (kept.stored ?? '').length;
    expect(writes.map(({ name }) => name)).toEqual(['sbjs_current']);
    expect(headerBytes(writes) + keptBytes).toBeLessThanOrEqual(BUDGET);
    expect(headerBytes(writes) + keptBytes).toBeGreaterThan(BUDGET - 10);
  });
});
