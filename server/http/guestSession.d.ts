/** WooCommerce 10+: the session lives 48 h and is considered "expiring" after 24 h. */
export declare const SESSION_LIFETIME: number;
export interface GuestSession {
    key: string;
    expiry: number;
}
/** Parses `t_<id>|<expiry>|<expiring>|<hash>` and checks the HMAC and expiry. */
export declare function parseGuestSession(value: string | undefined, secret: string, now: number): GuestSession | null;
export declare function newGuestSession(now: number): GuestSession;
export declare function guestSessionCookie(name: string, session: GuestSession, secret: string, now: number): string;
