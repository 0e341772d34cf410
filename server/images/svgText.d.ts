/** Greedy word wrap for SVG <text>: SVG has no automatic line breaking. */
export declare function wrapWords(text: string, maxChars: number, maxLines: number): string[];
export declare function svgTextLines(lines: readonly string[], x: number, y: number, size: number, fill: string): string;
