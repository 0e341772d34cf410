/**
 * A link that acts as a button (`role="button"`, `href="#"`): its click runs `action` instead of
 * following the link, as woocommerce.js binds its dismiss links (contract s3.1). Enter and Space
 * arrive as one click per press: the loader gives the link a button's keys (the definition's `buttons`).
 * Returns the unbind function.
 */
export function onActivate(link: HTMLElement, action: (event: Event) => void): () => void {
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    action(event);
  };
  link.addEventListener('click', onClick);
  return () => link.removeEventListener('click', onClick);
}
