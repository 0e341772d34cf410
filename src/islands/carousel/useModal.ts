import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything beside the dialog inert; returns the undo. */
function inertSiblings(dialog: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const sibling of dialog.ownerDocument.body.children) {
    if (sibling === dialog || sibling.hasAttribute('inert')) continue;
    sibling.setAttribute('inert', '');
    changed.push(sibling);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

/** Stops the page behind from scrolling (body and html, as Jetpack does); returns the undo. */
function lockScroll(doc: Document): () => void {
  const targets = [doc.documentElement, doc.body];
  const saved = targets.map((element) => element.style.overflow);
  for (const element of targets) element.style.overflow = 'hidden';
  return () => targets.forEach((element, i) => (element.style.overflow = saved[i] ?? ''));
}

/** Tab and Shift+Tab wrap inside the dialog (APG modal dialog, anchors s5.3). */
function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert],[aria-hidden="true"]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The modal side of the carousel (anchors s5.3): focus moves in, Tab is trapped, the page behind is
 * inert (not aria-hidden, which Chrome refuses on a focused ancestor) and does not scroll. Focus goes
 * back to the opening image when the carousel closes (the page controller does that after unmount).
 */
export function useModal(dialogRef: RefObject<HTMLElement | null>, initialFocusRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const undoInert = inertSiblings(dialog);
    const undoScroll = lockScroll(dialog.ownerDocument);
    (initialFocusRef.current ?? dialog).focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent): void => trapTab(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      undoScroll();
      undoInert();
    };
  }, [dialogRef, initialFocusRef]);
}
