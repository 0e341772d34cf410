/** A "drone photo": sky, crop rows in perspective, a spraying drone, the caption. Hue varies per photo. */
export declare function renderPhotoSvg(index: number, caption: string, width: number, height: number): string;
