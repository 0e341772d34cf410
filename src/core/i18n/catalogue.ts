import { CART_OFFLINE_MESSAGE, CART_UNKNOWN_ERROR_MESSAGE, LABELS, NEWSLETTER_ERROR_MESSAGE } from '../constants.ts';

/** One string the bundle itself writes into a page, in English, with what a translator needs. */
export interface CatalogueEntry {
  /** The English text, the msgid; `{0}`, `{1}`, … are filled in by `fillTemplate`. */
  readonly text: string;
  /** `#.` comment: where the shopper meets it, what the placeholders hold. */
  readonly comment?: string;
  /** msgctxt, where the same English needs different translations. */
  readonly context?: string;
}

/*
 * The bundle's own strings: every label and message it writes that no global of WooCommerce, Jetpack
 * or Storefront already hands over translated (those stay read from their globals by src/adapters).
 * The plugin translates each in PHP in the text domain `wc-islands` (plugin/strings.php, generated
 * from this list at build) and prints them in the settings block; `npm run i18n` writes the .pot from
 * it. Keys are the names islands use; changing a text changes its msgid, so re-run `npm run i18n`.
 */
export const CATALOGUE = {
  cartOffline: { text: CART_OFFLINE_MESSAGE, comment: 'Said and shown by an add to cart button when the network is off.' },
  cartUnknownError: { text: CART_UNKNOWN_ERROR_MESSAGE, comment: 'Said when the outcome of an add to cart or a removal could not be learned.' },
  pleaseWait: { text: LABELS.pleaseWait, comment: 'Said while a link waits for cart requests still under way.' },
  addressSuggestions: { text: LABELS.addressSuggestions, comment: 'Accessible name of the list of address suggestions at checkout.' },
  headerCartToggle: { text: 'Cart contents', comment: 'Accessible name of the header button that opens the mini-cart.' },
  comingSoonRegion: { text: 'Coming soon', comment: 'Accessible name of the admin-only "store coming soon" banner.' },
  termsFallback: { text: 'Terms and conditions', comment: 'Accessible name of the checkout terms checkbox when the page has no terms link.' },
  galleryRegion: { text: 'Product images', comment: 'Accessible name of the product image slider.' },
  galleryImage: { text: 'Image', comment: 'Name of a product image thumbnail that has no alt text.' },
  galleryThumb: { text: '{0} ({1} of {2})', comment: '{0}: the image\'s name; {1}: its number; {2}: how many images.' },
  slidePosition: { text: '{0} of {1}', comment: 'Name of a slide: {0} is its number, {1} how many slides.' },
  newsletterError: { text: NEWSLETTER_ERROR_MESSAGE, comment: 'Shown when a newsletter sign-up could not be sent.' },
  newsletterFieldError: { text: 'Please check this field.', comment: 'Shown beside a newsletter field the server refused.' },
  carouselSlides: { text: 'Images', comment: 'Accessible name of the carousel\'s slides.' },
  carouselClose: { text: 'Close', comment: 'Button that closes the image carousel.', context: 'image carousel' },
  carouselPrevious: { text: 'Previous image' },
  carouselNext: { text: 'Next image' },
  carouselPager: { text: 'Choose an image', comment: 'Accessible name of the carousel\'s row of dots.' },
  carouselBullet: { text: 'Image {0}', comment: 'One dot of the carousel: {0} is the image\'s number.' },
  carouselDetails: { text: 'Image details', comment: 'Accessible name of the caption, EXIF and comments area under a carousel image.' },
  carouselComments: { text: 'Comments', comment: 'Heading of the comments under a carousel image.' },
  carouselEmail: { text: 'Email', comment: 'Label of the comment form\'s email field.', context: 'comment form' },
  carouselName: { text: 'Name', comment: 'Label of the comment form\'s name field.', context: 'comment form' },
  carouselWebsite: { text: 'Website', comment: 'Label of the comment form\'s website field.', context: 'comment form' },
  carouselRequired: { text: ' (Required)', comment: 'Added after a required field\'s label; keep the leading space.' },
  carouselLogIn: { text: 'Log in', comment: 'Link to the login page above the carousel\'s comment form.' },
  carouselLogInToComment: { text: 'to comment with your account.', comment: 'Follows the "Log in" link: "Log in to comment with your account."' },
  carouselMustLogIn: { text: 'You must be logged in to post a comment.', comment: 'Followed by a "Log in" link.' },
} as const satisfies Record<string, CatalogueEntry>;

export type BundleStringKey = keyof typeof CATALOGUE;

/** The bundle's strings as islands read them: each key's text in the page's language. */
export type BundleStrings = { readonly [K in BundleStringKey]: string };
