import type { Ref } from 'react';
import type { AttachmentComment } from '../../../core/carousel/index.ts';
import { SafeHtml } from '../SafeHtml.tsx';

export interface CommentListProps {
  readonly comments: readonly AttachmentComment[];
  readonly listRef: Ref<HTMLOListElement>;
}

/** The comments read from the server; every piece of their markup is sanitized (spec s3, contract s1.16). */
export function CommentList({ comments, listRef }: CommentListProps) {
  return (
    <ol className="wci-carousel__comments" ref={listRef} hidden={comments.length === 0}>
      {comments.map((comment) => (
        <li key={comment.id} id={`jp-carousel-comment-${comment.id}`} className="wci-carousel__comment">
          {comment.gravatarMarkup && <SafeHtml className="wci-carousel__avatar" html={comment.gravatarMarkup} />}
          <div>
            <div className="wci-carousel__comment-meta">
              <SafeHtml className="wci-carousel__author" html={comment.authorMarkup} />
              <div>{comment.dateGmt}</div>
            </div>
            <SafeHtml className="wci-carousel__comment-content" html={comment.content} />
          </div>
        </li>
      ))}
    </ol>
  );
}
