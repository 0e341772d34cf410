import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
/** The captured store's origin: using it makes absolute URLs and cookie names comparable with the fixtures. */
export declare const FIXTURE_SITE = "http://127.0.0.1:8090";
export declare function fixture(name: string): string;
export declare function createTestApp(): Promise<FastifyInstance>;
/** A tiny cookie jar: keeps name=value pairs from Set-Cookie, dropping expired ones. */
export declare class CookieJar {
    private readonly cookies;
    store(response: LightMyRequestResponse): void;
    header(): string;
    get(name: string): string | undefined;
}
export declare function setCookies(response: LightMyRequestResponse): string[];
export declare const FORM: {
    'content-type': string;
};
