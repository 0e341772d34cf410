import type { AdminAjaxHandler } from './adminAjax.ts';
/**
 * Jetpack's `get_attachment_comments` (carousel contract s1.16, server side): open to guests, nonce not
 * checked (as Jetpack), approved comments only, 10 from `offset`, answered as text/javascript.
 */
export declare const getAttachmentComments: AdminAjaxHandler;
/**
 * Jetpack's `post_attachment_comment`: answers `{comment_id, comment_status}`, or `{error}` with
 * status 200 as Jetpack does. A guest's first comment is held for moderation.
 */
export declare const postAttachmentComment: AdminAjaxHandler;
