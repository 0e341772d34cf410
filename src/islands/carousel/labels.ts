/**
 * Names of the controls the carousel adds. Jetpack localizes none of these (its overlay has icons
 * only), so they are English defaults.
 */
export const CAROUSEL_LABELS = {
  dialog: 'Image viewer',
  slides: 'Images',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  pager: 'Choose an image',
  /** `{0}` is the image's number. */
  bullet: 'Image {0}',
  /** `{0}` of `{1}`: each slide's name (APG carousel, anchors s5.4). */
  slide: '{0} of {1}',
  details: 'Image details',
  comments: 'Comments',
  email: 'Email',
  name: 'Name',
  website: 'Website',
  required: ' (Required)',
  logIn: 'Log in',
  logInToComment: 'to comment with your account.',
  mustLogIn: 'You must be logged in to post a comment.',
} as const;

/** Replaces `{0}`, `{1}`, … in a label. */
export function fill(template: string, ...values: Array<string | number>): string {
  return template.replace(/\{(\d)\}/g, (match, n: string) => String(values[Number(n)] ?? match));
}
