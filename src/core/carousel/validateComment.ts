import type { CommentDraft } from './types.ts';

/** Which rule a draft breaks (spec s5 'Carousel comment form'), checked in the spec's order. */
export type CommentProblem = 'text' | 'email' | 'author';

export function validateComment(draft: CommentDraft, options: { isLoggedIn: boolean; requireNameEmail: boolean }): CommentProblem | null {
  if (draft.comment.trim() === '') return 'text';
  if (options.isLoggedIn || !options.requireNameEmail) return null;
  if (draft.email.trim() === '' || !draft.email.includes('@')) return 'email';
  if (draft.author.trim() === '') return 'author';
  return null;
}
