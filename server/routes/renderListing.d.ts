import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ProductQuery } from '../store/createCatalogue.ts';
import type { Crumb } from '../templates/breadcrumb.ts';
export declare const PRODUCTS_PER_PAGE = 12;
export interface ListingSpec {
    title: string;
    heading: string;
    headerExtra?: string;
    basePath: string;
    filter: Pick<ProductQuery, 'tag' | 'brand' | 'category' | 'search'>;
    breadcrumb: readonly Crumb[];
    bodyClasses: readonly string[];
}
export declare function renderListing(services: AppServices, request: FastifyRequest, reply: FastifyReply, spec: ListingSpec): FastifyReply;
