import { useId, useRef } from 'react';
import { commentLoginUrl, type CarouselConfig, type CarouselImage } from '../../../core/carousel/index.ts';
import { carouselLabels } from '../labels.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentList } from './CommentList.tsx';
import { useAttachmentComments } from './useAttachmentComments.ts';

export interface CommentsPanelProps {
  readonly image: CarouselImage;
  readonly config: CarouselConfig;
  readonly blogId: number;
}

/**
 * The comments of the current image and, when its comments are open (spec s4), the form. Guests get
 * a login link that brings them back to this image (spec s2 'Login page').
 */
export function CommentsPanel({ image, config, blogId }: CommentsPanelProps) {
  const labels = carouselLabels();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { comments, loading, reload } = useAttachmentComments(config, image.attachmentId, listRef);
  const loginHref = commentLoginUrl(config.loginUrl, window.location.href, image.attachmentId);
  const mustLogIn = !config.isLoggedIn && config.commentRegistration;
  return (
    <section className="wci-carousel__comments-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{labels.comments}</h3>
      <CommentList comments={comments} listRef={listRef} />
      {loading && <p role="status">{config.strings.loadingComments}</p>}
      {image.commentsOpened && mustLogIn && (
        <p>
          {labels.mustLogIn} <a className="jp-carousel-comment-login" href={loginHref}>{labels.logIn}</a>
        </p>
      )}
      {image.commentsOpened && !mustLogIn && (
        <>
          {!config.isLoggedIn && (
            <p>
              <a className="jp-carousel-comment-login" href={loginHref}>{labels.logIn}</a> {labels.logInToComment}
            </p>
          )}
          <CommentForm config={config} attachmentId={image.attachmentId} blogId={blogId} onPosted={reload} />
        </>
      )}
    </section>
  );
}
