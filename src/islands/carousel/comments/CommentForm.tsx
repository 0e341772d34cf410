import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchFreshNonce, postAttachmentComment, validateComment, type CarouselConfig, type CommentOutcome, type CommentProblem } from '../../../core/carousel/index.ts';
import { CAROUSEL_NONCE_ACTION, FRESH_NONCE_AJAX_ACTION } from '../../../core/constants.ts';
import { carouselLabels } from '../labels.ts';

export interface CommentFormProps {
  readonly config: CarouselConfig;
  readonly attachmentId: string;
  readonly blogId: number;
  /** Called after the server took the comment (approved or held), to show it. */
  readonly onPosted: () => void;
}

type Message = { readonly kind: 'success' | 'error'; readonly text: string; readonly field?: CommentProblem };

const FIELD_OF: Record<CommentProblem, 'comment' | 'email' | 'author'> = { text: 'comment', email: 'email', author: 'author' };

function outcomeMessage(outcome: CommentOutcome, strings: CarouselConfig['strings']): Message {
  if (outcome === 'approved') return { kind: 'success', text: strings.commentApproved };
  if (outcome === 'unapproved') return { kind: 'success', text: strings.commentUnapproved };
  return { kind: 'error', text: strings.commentPostError };
}

/**
 * The comment form (spec s5): guests give an email, a name and optionally a website; logged-in
 * customers only the text. While posting, the form is disabled and a spinner shows; the result is
 * announced in a status region (spec s4, s8).
 */
export function CommentForm({ config, attachmentId, blogId, onPosted }: CommentFormProps) {
  const labels = carouselLabels();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [posting, setPosting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const { strings } = config;
  const guest = !config.isLoggedIn;
  const required = config.requireNameEmail ? labels.required : '';

  // A message is about the image it was posted on.
  useEffect(() => setMessage(null), [attachmentId]);

  const problemText: Record<CommentProblem, string> = { text: strings.noCommentText, email: strings.noCommentEmail, author: strings.noCommentAuthor };

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string): string => String(data.get(name) ?? '');
    const draft = { comment: value('comment'), email: value('email'), author: value('author'), url: value('url') };
    const problem = validateComment(draft, { isLoggedIn: config.isLoggedIn, requireNameEmail: config.requireNameEmail });
    if (problem) {
      setMessage({ kind: 'error', text: problemText[problem], field: problem });
      form.current?.querySelector<HTMLElement>(`[name="${FIELD_OF[problem]}"]`)?.focus();
      return;
    }
    setMessage(null);
    setPosting(true);
    const renewNonce = () => fetchFreshNonce(config.ajaxUrl, FRESH_NONCE_AJAX_ACTION, CAROUSEL_NONCE_ACTION);
    const outcome = await postAttachmentComment({ ajaxUrl: config.ajaxUrl, nonce: config.nonce, blogId, attachmentId, draft, isLoggedIn: config.isLoggedIn, renewNonce });
    setPosting(false);
    setMessage(outcomeMessage(outcome, strings));
    if (outcome === 'error') return;
    const textarea = form.current?.querySelector('textarea');
    if (textarea) textarea.value = '';
    onPosted();
  }

  const invalid = (problem: CommentProblem) =>
    message?.field === problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-message` } : {};

  return (
    <form ref={form} className="wci-carousel__form" noValidate aria-busy={posting} onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={posting}>
        <label htmlFor={`${id}-comment`}>{strings.writeComment}</label>
        <textarea id={`${id}-comment`} name="comment" placeholder={strings.writeComment} {...invalid('text')} />
        {guest && (
          <>
            <label htmlFor={`${id}-email`}>{labels.email + required}</label>
            <input id={`${id}-email`} type="email" name="email" autoComplete="email" {...invalid('email')} />
            <label htmlFor={`${id}-author`}>{labels.name + required}</label>
            <input id={`${id}-author`} type="text" name="author" autoComplete="name" {...invalid('author')} />
            <label htmlFor={`${id}-url`}>{labels.website}</label>
            <input id={`${id}-url`} type="url" name="url" autoComplete="url" />
          </>
        )}
        <button type="submit" className="wci-carousel__submit">{strings.postComment}</button>
        {posting && <span className="wci-carousel__spinner" aria-hidden="true" />}
      </fieldset>
      <div id={`${id}-message`} role="status">
        {message && <span className={`wci-carousel__${message.kind}`}>{message.text}</span>}
      </div>
    </form>
  );
}
