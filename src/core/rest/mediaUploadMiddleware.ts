import { MEDIA_POST_PROCESS_MAX_RETRIES } from '../constants.ts';
import { isResponseLike } from './isResponseLike.ts';
import { parseErrorResponse } from './parseErrorResponse.ts';
import { parseResponse } from './parseResponse.ts';
import { restError } from './restErrors.ts';
import type { ApiFetchMiddleware, ApiFetchNext, ApiFetchOptions } from './types.ts';

function isMediaUpload(options: ApiFetchOptions): boolean {
  // Case-sensitive 'POST' and a substring test, exactly as api-fetch decides.
  return options.method === 'POST' && [options.path, options.url].some((target) => target?.includes('/wp/v2/media'));
}

/** The attachment id of an upload the server stored but could not finish resizing, if that is what failed. */
function unfinishedAttachmentId(response: Response): string | null {
  if (response.status < 500 || response.status >= 600) return null;
  return response.headers.get('x-wp-upload-attachment-id');
}

/** Asks the server to finish the image sizes; a failed try is simply tried again, up to the limit. */
async function postProcess(id: string, next: ApiFetchNext): Promise<Response | null> {
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_MAX_RETRIES; attempt += 1) {
    try {
      return (await next({
        path: `/wp/v2/media/${id}/post-process`,
        method: 'POST',
        data: { action: 'create-image-subsizes' },
        parse: false,
      })) as Response;
    } catch {
      // Retried: the server often runs out of memory on one size and manages it on the next call.
    }
  }
  return null;
}

/**
 * Recovers uploads whose image resizing failed (spec s7 "Media upload"): a 5xx answer carrying
 * `x-wp-upload-attachment-id` is followed by post-process calls; when those all fail the half-made
 * attachment is deleted and the upload rejects with `post_process` (spec s8).
 */
export const mediaUploadMiddleware: ApiFetchMiddleware = async (options, next) => {
  if (!isMediaUpload(options)) return next(options);
  let response: Response;
  try {
    response = (await next({ ...options, parse: false })) as Response;
  } catch (error) {
    if (!isResponseLike(error)) throw error;
    const id = unfinishedAttachmentId(error);
    if (id === null) return parseErrorResponse(error, options.parse);
    const processed = await postProcess(id, next);
    if (processed === null) {
      // Deliberate difference: api-fetch fires the delete without waiting and leaves its rejection
      // unhandled; waiting keeps the clean-up ordered before the caller hears of the failure.
      await next({ path: `/wp/v2/media/${id}?force=true`, method: 'DELETE' }).catch(() => undefined);
      throw options.parse === false ? error : restError('postProcess');
    }
    response = processed;
  }
  return parseResponse(response, options.parse);
};
