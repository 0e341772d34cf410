import { readBundleStrings } from '../../adapters/readBundleStrings.ts';

/**
 * Names of the controls the carousel adds, in the store's language. Jetpack localizes none of these
 * (its overlay has icons only), so they are the bundle's own strings (src/core/i18n/catalogue.ts).
 */
export function carouselLabels(doc: Document = document) {
  const s = readBundleStrings(doc);
  return {
    slides: s.carouselSlides,
    close: s.carouselClose,
    previous: s.carouselPrevious,
    next: s.carouselNext,
    pager: s.carouselPager,
    /** `{0}` is the image's number. */
    bullet: s.carouselBullet,
    /** `{0}` of `{1}`: each slide's name (APG carousel, anchors s5.4). */
    slide: s.slidePosition,
    details: s.carouselDetails,
    comments: s.carouselComments,
    email: s.carouselEmail,
    name: s.carouselName,
    website: s.carouselWebsite,
    required: s.carouselRequired,
    logIn: s.carouselLogIn,
    logInToComment: s.carouselLogInToComment,
    mustLogIn: s.carouselMustLogIn,
  };
}
