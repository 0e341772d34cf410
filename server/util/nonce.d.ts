/** `uid` is the user id, or (as WooCommerce does for guests) the cart session key. */
export declare function createNonce(secret: string, action: string, uid: string, now?: number): string;
export declare function verifyNonce(secret: string, action: string, uid: string, nonce: unknown, now?: number): boolean;
