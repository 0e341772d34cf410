import { describe, expect, it } from 'vitest';
import { scrollToNotices, type ScrollView } from '../scrollToNotices.ts';

/** A window whose clock and frames the test drives. */
function fakeView(scrollY = 0) {
  let now = 0;
  const frames: Array<(time: number) => void> = [];
  const view: ScrollView & { scrollY: number } = {
    scrollY,
    scrollTo: (_x, y) => {
      view.scrollY = y;
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    performance: { now: () => now },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const frame of frames.splice(0)) frame(now);
  };
  return { view, advance };
}

function noticeAt(top: number): Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return element;
}

describe('scrollToNotices', () => {
  it('scrolls so the notice sits 100 px below the top, arriving after 1000 ms', () => {
    const { view, advance } = fakeView(0);
    scrollToNotices(noticeAt(600), { view });
    advance(0);
    expect(view.scrollY).toBe(0);
    advance(500);
    expect(view.scrollY).toBe(250);
    advance(300);
    expect(view.scrollY).toBe(452);
    advance(200);
    expect(view.scrollY).toBe(500);
  });

  it('jumps straight there when motion is reduced', () => {
    const { view } = fakeView(200);
    scrollToNotices(noticeAt(-50), { view, animate: false });
    expect(view.scrollY).toBe(50);
  });

  it('never scrolls above the page top, and ignores a missing element', () => {
    const { view } = fakeView(0);
    scrollToNotices(noticeAt(40), { view, animate: false });
    expect(view.scrollY).toBe(0);
    scrollToNotices(null, { view, animate: false });
    expect(view.scrollY).toBe(0);
  });

  it('a newer call takes over from a running animation', () => {
    const { view, advance } = fakeView(0);
    scrollToNotices(noticeAt(1100), { view });
    advance(500);
    scrollToNotices(noticeAt(-400), { view, animate: false });
    advance(600);
    expect(view.scrollY).toBe(0);
  });

  it('gives way once the page is scrolled by something else, instead of pulling it back every frame', () => {
    const { view, advance } = fakeView(0);
    scrollToNotices(noticeAt(600), { view });
    advance(300);
    const reached = view.scrollY;
    view.scrollY = 900;
    advance(16);
    advance(500);
    advance(500);
    expect(reached).toBeGreaterThan(0);
    expect(view.scrollY).toBe(900);
  });

  it('does not hold the page for a second when the notice is already where it would scroll to', () => {
    const { view, advance } = fakeView(139);
    scrollToNotices(noticeAt(100), { view });
    advance(16);
    view.scrollY = 558;
    advance(16);
    advance(1000);
    expect(view.scrollY).toBe(558);
  });
});
