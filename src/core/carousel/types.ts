/** One image as the carousel shows it, read from Jetpack's data-* attributes (carousel contract s1.4, s1.9). */
export interface CarouselImage {
  /** The image in the page (the carousel returns focus to it and scrolls nothing else). */
  readonly element: HTMLImageElement;
  readonly attachmentId: string;
  /** '1' when comments are open on the attachment (spec s3). */
  readonly commentsOpened: boolean;
  /** EXIF values as WordPress stores them: every value a string, in the JSON's own order. */
  readonly imageMeta: Readonly<Record<string, string>>;
  /** Texturized, may hold HTML entities. */
  readonly title: string;
  /** HTML source. */
  readonly desc: string;
  /** HTML source (figcaption first, then data-image-caption; contract s1.9). */
  readonly caption: string;
  readonly mediumFile: string;
  readonly largeFile: string;
  readonly origFile: string;
  readonly origWidth: number;
  readonly origHeight: number;
  readonly permalink: string;
  /** What the page shows (`currentSrc` or `src`). */
  readonly src: string;
  /** The page image's own srcset: sizes WordPress really has. */
  readonly srcset: string;
  readonly alt: string;
}

/** `jetpackCarouselStrings`, typed, with the spec's defaults (contract s1.2). */
export interface CarouselConfig {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly isLoggedIn: boolean;
  /** Default 1 (spec s9 comment settings): guests give a name and an email. */
  readonly requireNameEmail: boolean;
  /** Default 0 (spec s9): registration is not required to comment. */
  readonly commentRegistration: boolean;
  readonly displayExif: boolean;
  readonly displayComments: boolean;
  readonly singleImageGallery: boolean;
  readonly singleImageGalleryMediaFile: boolean;
  /** Blog id for single-image galleries. */
  readonly blogId: number;
  /** `wp-login.php?redirect_to=…`; empty when the site gave none. */
  readonly loginUrl: string;
  /** Allow-list and order of EXIF keys. */
  readonly metaData: readonly string[];
  readonly strings: CarouselStrings;
}

export interface CarouselStrings {
  readonly imageLabel: string;
  readonly postComment: string;
  readonly writeComment: string;
  readonly loadingComments: string;
  /** With `{0}` and `{1}` for width and height. */
  readonly downloadOriginal: string;
  readonly noCommentText: string;
  readonly noCommentEmail: string;
  readonly noCommentAuthor: string;
  readonly commentPostError: string;
  readonly commentApproved: string;
  readonly commentUnapproved: string;
  /** EXIF labels by key (camera, aperture, shutter_speed, focal_length, copyright). */
  readonly exifLabels: Readonly<Record<string, string>>;
}

/** One comment as `get_attachment_comments` answers it (spec s3). */
export interface AttachmentComment {
  readonly id: string;
  readonly gravatarMarkup: string;
  readonly authorMarkup: string;
  readonly dateGmt: string;
  readonly content: string;
}

/** What a posting attempt came to, as the visitor is told (spec s4 'Carousel comments'). */
export type CommentOutcome = 'approved' | 'unapproved' | 'error';

/** The comment being posted (spec s3). */
export interface CommentDraft {
  readonly comment: string;
  readonly email: string;
  readonly author: string;
  readonly url: string;
}
