import type { FastifyInstance } from 'fastify';
export interface CreateAppOptions {
    /** SQLite file (created and seeded on first start) or ':memory:'. */
    dbPath: string;
    /** Built islands, served at /wp-content/plugins/wc-islands/dist/. */
    distDir: string;
    /** Fixed absolute site URL; default: each request's own origin. */
    siteUrl?: string;
    /** Fastify logger on/off (default off). */
    logger?: boolean;
}
export declare function createApp(options: CreateAppOptions): Promise<FastifyInstance>;
