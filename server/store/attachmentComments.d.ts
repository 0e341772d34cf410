import type { Database } from 'better-sqlite3';
export interface AttachmentCommentRow {
    id: number;
    attachment_id: number;
    user_id: number | null;
    author: string;
    email: string;
    url: string;
    content: string;
    status: 'approved' | 'unapproved';
    date_gmt: string;
}
export interface NewAttachmentComment {
    attachmentId: number;
    userId: number | null;
    author: string;
    email: string;
    url: string;
    content: string;
}
export interface AttachmentComments {
    /** Approved comments, oldest first (WordPress's default comment_order 'asc'), `limit` from `offset`. */
    approved(attachmentId: number, offset: number, limit: number): AttachmentCommentRow[];
    /**
     * Stores a comment with the demo's moderation rule: a guest's first comment is held
     * ('unapproved'); later ones from the same email, and every logged-in customer's, are approved.
     */
    add(comment: NewAttachmentComment, now?: Date): AttachmentCommentRow;
}
/** The attachment comments table (migration 005), one accessor per database. */
export declare function attachmentComments(db: Database): AttachmentComments;
