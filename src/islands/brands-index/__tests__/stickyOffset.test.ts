import { describe, expect, it } from 'vitest';
import { stickyOffset } from '../stickyOffset.ts';

const base = { viewportWidth: 1024, indexTop: -300, containerHeight: 2000, indexHeight: 400, adminBar: 0 };

describe('Brands A–Z sticky index', () => {
  it('pads the index down by how far it scrolled above the top, plus 20 px', () => {
    expect(stickyOffset(base)).toBe(320);
  });

  it('is not sticky at 768 px and is at 769 px', () => {
    expect(stickyOffset({ ...base, viewportWidth: 768 })).toBe(0);
    expect(stickyOffset({ ...base, viewportWidth: 769 })).toBe(320);
  });

  it('is not sticky while the index is still in view', () => {
    expect(stickyOffset({ ...base, indexTop: 0 })).toBe(0);
    expect(stickyOffset({ ...base, indexTop: 120 })).toBe(0);
  });

  it('adds the admin bar and stops at the container’s end', () => {
    expect(stickyOffset({ ...base, adminBar: 32 })).toBe(352);
    expect(stickyOffset({ ...base, indexTop: -1900 })).toBe(1600);
  });
});
