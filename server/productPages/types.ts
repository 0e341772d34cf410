/** A product attribute used for variations (a global `pa_*` taxonomy), terms in menu order. */
export interface ProductAttribute {
  taxonomy: string;
  label: string;
  terms: ReadonlyArray<{ slug: string; name: string }>;
}

export interface GalleryImage {
  stem: string;
  attachmentId: number;
  alt: string;
}

export interface Review {
  id: number;
  productId: number;
  author: string;
  rating: number;
  content: string;
  /** ISO 8601 with the store's offset. */
  date: string;
}

export interface NewReview {
  productId: number;
  author: string;
  email: string;
  rating: number;
  content: string;
}
