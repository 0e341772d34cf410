/** The one part of an image a pixel request needs. */
export interface PixelImage {
  src: string;
}

/**
 * A GET through an image, as Jetpack requests its pixel: no CORS, no answer to read, and it still
 * goes out while the page unloads. The factory is `() => new Image()` in the browser.
 */
export function createPixelRequester(createImage: () => PixelImage): (url: string) => void {
  return (url) => {
    createImage().src = url;
  };
}
