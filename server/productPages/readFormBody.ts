import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../routes/rest/readMultipart.ts';

/** Product forms post multipart/form-data (templates/single-product/add-to-cart/*.php) and up to: */
const FORM_LIMIT = 1024 * 1024;

/**
 * Fills the body the way PHP fills $_POST from a multipart form: text parts by name (the last one
 * wins, as in PHP), file parts ignored. Registered in the product routes' own scope, so the REST
 * upload parser elsewhere keeps its raw bodies.
 */
export function acceptMultipartForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_LIMIT }, (request, body, done) => {
    const fields: Record<string, string> = {};
    for (const part of readMultipart(body as Buffer, request.headers['content-type'])) {
      if (part.filename === null) fields[part.name] = part.data.toString('utf8');
    }
    done(null, fields);
  });
}
