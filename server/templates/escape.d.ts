export declare function escapeHtml(text: string | number): string;
export declare function escapeAttr(text: string | number): string;
/** Joins class names, dropping empty ones. */
export declare function classNames(...names: ReadonlyArray<string | false | null | undefined>): string;
