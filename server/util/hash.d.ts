export declare function md5(text: string): string;
export declare function hmacMd5(secret: string, text: string): string;
export declare function randomHex(length: number): string;
