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

const toGmt = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

const cache = new WeakMap<Database, AttachmentComments>();

/** The attachment comments table (migration 005), one accessor per database. */
export function attachmentComments(db: Database): AttachmentComments {
  const known = cache.get(db);
  if (known) return known;
  const page = db.prepare(`SELECT * FROM attachment_comments WHERE attachment_id = ? AND status = 'approved' ORDER BY date_gmt, id LIMIT ? OFFSET ?`);
  const byEmail = db.prepare('SELECT 1 FROM attachment_comments WHERE email = ? COLLATE NOCASE LIMIT 1').pluck();
  const insert = db.prepare(`INSERT INTO attachment_comments (attachment_id, user_id, author, email, url, content, status, date_gmt)
    VALUES (@attachmentId, @userId, @author, @email, @url, @content, @status, @dateGmt)`);
  const byId = db.prepare('SELECT * FROM attachment_comments WHERE id = ?');
  const store: AttachmentComments = {
    approved: (attachmentId, offset, limit) => page.all(attachmentId, limit, offset) as AttachmentCommentRow[],
    add(comment, now = new Date()) {
      const returning = comment.userId !== null || byEmail.get(comment.email) !== undefined;
      const status = returning ? 'approved' : 'unapproved';
      const { lastInsertRowid } = insert.run({ ...comment, status, dateGmt: toGmt(now) });
      return byId.get(lastInsertRowid) as AttachmentCommentRow;
    },
  };
  cache.set(db, store);
  return store;
}
