import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fetchAttachmentComments, type AttachmentComment, type CarouselConfig } from '../../../core/carousel/index.ts';
import { CAROUSEL_COMMENTS_PAGE_SIZE, CAROUSEL_COMMENTS_SCROLL_CHECK_MS } from '../../../core/constants.ts';

/** How close (px) the end of the list must come to the bottom of the window to load more. */
const NEAR_END_PX = 150;

export interface AttachmentComments {
  readonly comments: readonly AttachmentComment[];
  readonly loading: boolean;
  /** Reloads from the first page (after posting). */
  readonly reload: () => void;
}

const nearEnd = (list: HTMLElement): boolean => list.getBoundingClientRect().bottom - NEAR_END_PX <= window.innerHeight;

/**
 * An image's comments, 10 at a time (spec s4 'Carousel comments'): the first page on selection, then
 * offset+10 whenever the end of the list nears the bottom of the window, checked every 300 ms. A page
 * shorter than 10 is the last. A failure stops loading without a message (spec s8); an answer for an
 * image no longer shown is dropped.
 */
export function useAttachmentComments(config: CarouselConfig, attachmentId: string, listRef: RefObject<HTMLElement | null>): AttachmentComments {
  const [comments, setComments] = useState<readonly AttachmentComment[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const offset = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (from: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setLoading(true);
      setHasMore(false);
      void fetchAttachmentComments({ ajaxUrl: config.ajaxUrl, nonce: config.nonce, attachmentId, offset: from, signal: abort.signal }).then((page) => {
        if (abort.signal.aborted) return;
        setLoading(false);
        if (!page) return;
        offset.current = from;
        setComments((previous) => (from === 0 ? page : [...previous, ...page]));
        setHasMore(page.length >= CAROUSEL_COMMENTS_PAGE_SIZE);
      });
    },
    [attachmentId, config.ajaxUrl, config.nonce],
  );

  // A new image starts empty; a reload after posting keeps the list until the fresh page replaces it.
  useEffect(() => setComments([]), [attachmentId]);

  useEffect(() => {
    load(0);
    return () => controller.current?.abort();
  }, [load, generation]);

  useEffect(() => {
    if (!hasMore || loading) return undefined;
    const timer = setInterval(() => {
      const list = listRef.current;
      if (!list || !nearEnd(list)) return;
      clearInterval(timer);
      load(offset.current + CAROUSEL_COMMENTS_PAGE_SIZE);
    }, CAROUSEL_COMMENTS_SCROLL_CHECK_MS);
    return () => clearInterval(timer);
  }, [hasMore, loading, listRef, load]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { comments, loading, reload };
}
