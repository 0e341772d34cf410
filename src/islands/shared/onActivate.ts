/**
 * A link that acts as a button (`role="button"`, `href="#"`): click, Enter and Space run `action`
 * instead of following the link, as woocommerce.js binds its dismiss links (contract s3.1).
 * Returns the unbind function.
 */
export function onActivate(link: HTMLElement, action: (event: Event) => void): () => void {
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    action(event);
  };
  const onKeydown = (event: KeyboardEvent): void => {
    // Enter already clicks a link; Space on a link scrolls the page unless prevented.
    if (event.key !== ' ' && event.key !== 'Spacebar') return;
    event.preventDefault();
    link.click();
  };
  link.addEventListener('click', onClick);
  link.addEventListener('keydown', onKeydown);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeEventListener('keydown', onKeydown);
  };
}
