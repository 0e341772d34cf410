import { describe, expect, it } from 'vitest';
import { carouselHash, commentLoginUrl, formatExif, parseCarouselHash, selectBestImageUrl, slideText, validateComment } from '../index.ts';

const LABELS = { camera: 'Camera', aperture: 'Aperture', shutter_speed: 'Shutter Speed', focal_length: 'Focal Length', copyright: 'Copyright' };
const ALLOWED = ['camera', 'aperture', 'shutter_speed', 'focal_length', 'copyright'];

describe('EXIF panel (contract s1.15)', () => {
  it('formats aperture as f/x, shutter speed as a fraction or seconds, focal length in mm, in the JSON’s own order', () => {
    const meta = { shutter_speed: '0.004', aperture: '2.8', camera: 'AeroLens C2 Pro', focal_length: '24', copyright: 'Skyline', iso: '100' };
    expect(formatExif(meta, ALLOWED, LABELS).map((e) => [e.label, e.value])).toEqual([
      ['Shutter Speed', '1/250s'], ['Aperture', 'f/2.8'], ['Camera', 'AeroLens C2 Pro'], ['Focal Length', '24mm'], ['Copyright', 'Skyline'],
    ]);
  });

  it('shows exposures of a second or more with one decimal', () => {
    expect(formatExif({ shutter_speed: '2' }, ALLOWED, LABELS)[0]?.value).toBe('2.0s');
    expect(formatExif({ shutter_speed: '0.3' }, ALLOWED, LABELS)[0]?.value).toBe('1/3s');
  });

  it('skips empty values, values that parse to 0 and keys outside meta_data', () => {
    const meta = { aperture: '0', camera: '', focal_length: '0.0', iso: '200', credit: 'X', copyright: 'C' };
    expect(formatExif(meta, ALLOWED, LABELS).map((e) => e.key)).toEqual(['copyright']);
  });
});

describe('image file choice (contract s1.8)', () => {
  const base = { origFile: 'https://s/u/a.jpg', origWidth: 2000, origHeight: 1333, mediumFile: 'https://s/u/a-300x200.jpg', largeFile: 'https://s/u/a-1024x683.jpg' };
  it('takes the large file when it fills the box, else the medium, else the original', () => {
    expect(selectBestImageUrl({ ...base, maxWidth: 1000, maxHeight: 700 })).toBe(base.largeFile);
    expect(selectBestImageUrl({ ...base, maxWidth: 1400, maxHeight: 800 })).toBe(base.origFile);
    expect(selectBestImageUrl({ ...base, largeFile: 'https://s/u/a-200x100.jpg', maxWidth: 280, maxHeight: 150 })).toBe(base.mediumFile);
  });

  it('counts device pixels', () => {
    expect(selectBestImageUrl({ ...base, maxWidth: 1000, maxHeight: 600, pixelRatio: 2 })).toBe(base.origFile);
  });

  it('falls back to the original when a size is missing, and to nothing without one', () => {
    expect(selectBestImageUrl({ ...base, largeFile: '', maxWidth: 300, maxHeight: 200 })).toBe(base.origFile);
    expect(selectBestImageUrl({ ...base, origFile: '', maxWidth: 300, maxHeight: 200 })).toBe('');
  });
});

describe('title, caption and description (contract s1.15)', () => {
  it('drops a title that repeats the caption and a description that repeats either', () => {
    expect(slideText({ title: 'Sunrise', caption: '<p>Sunrise</p>', desc: '<p>Sunrise</p>' })).toEqual({ title: '', caption: '<p>Sunrise</p>', description: '' });
  });

  it('treats file-name-like values as empty', () => {
    expect(slideText({ title: 'DSC_0042', caption: '', desc: 'IMG_1' })).toEqual({ title: '', caption: '', description: '' });
  });
});

describe('carousel hash and login link (spec s2)', () => {
  it('reads and writes #jp-carousel-{id}', () => {
    expect(parseCarouselHash('#jp-carousel-204')).toBe('204');
    expect(parseCarouselHash('#comments')).toBeNull();
    expect(parseCarouselHash('')).toBeNull();
    expect(carouselHash('7')).toBe('#jp-carousel-7');
  });

  it('returns to the current page with the carousel hash, encoded in redirect_to', () => {
    const href = commentLoginUrl('https://shop.test/wp-login.php?redirect_to=https%3A%2F%2Fshop.test%2Fpost%2F', 'https://shop.test/post/?p=2#jp-carousel-9', '12');
    expect(href).toBe('https://shop.test/wp-login.php?redirect_to=https%3A%2F%2Fshop.test%2Fpost%2F%3Fp%3D2%23jp-carousel-12');
    expect(commentLoginUrl('', 'https://shop.test/post/', '3')).toBe('https://shop.test/wp-login.php?redirect_to=https%3A%2F%2Fshop.test%2Fpost%2F%23jp-carousel-3');
  });

  it('never draws a login link that is not http(s): WordPress\'s own login page instead', () => {
    expect(commentLoginUrl(' JaVa\tScript:alert(1)//', 'https://shop.test/post/', '3')).toBe('https://shop.test/wp-login.php?redirect_to=https%3A%2F%2Fshop.test%2Fpost%2F%23jp-carousel-3');
  });
});

describe('comment validation (spec s5)', () => {
  const guest = { isLoggedIn: false, requireNameEmail: true };
  const draft = { comment: 'Hi', email: 'a@b.co', author: 'A', url: '' };
  it('checks the text, then the email, then the name, in that order', () => {
    expect(validateComment({ ...draft, comment: ' ', email: '' }, guest)).toBe('text');
    expect(validateComment({ ...draft, email: '', author: '' }, guest)).toBe('email');
    expect(validateComment({ ...draft, email: 'ab.co' }, guest)).toBe('email');
    expect(validateComment({ ...draft, author: ' ' }, guest)).toBe('author');
    expect(validateComment(draft, guest)).toBeNull();
  });

  it('asks logged-in customers, or a site without require_name_email, for the text only', () => {
    expect(validateComment({ ...draft, email: '', author: '' }, { isLoggedIn: true, requireNameEmail: true })).toBeNull();
    expect(validateComment({ ...draft, email: '', author: '' }, { isLoggedIn: false, requireNameEmail: false })).toBeNull();
  });
});
