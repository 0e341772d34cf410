/**
 * checkout.js ship_to_different_address: the shipping fields show only while the box is ticked. The
 * server prints them visible (so they work without JavaScript); the demo's stylesheet hides them with
 * `:has()` before this runs, so nothing shifts.
 */
export function bindShipToDifferentAddress(form: HTMLFormElement): () => void {
  const sync = (): void => {
    const box = form.querySelector<HTMLInputElement>('#ship-to-different-address input');
    const fields = form.querySelector<HTMLElement>('div.shipping_address');
    if (box && fields) fields.style.display = box.checked ? 'block' : 'none';
  };
  const onChange = (event: Event): void => {
    if (event.target instanceof Element && event.target.matches('#ship-to-different-address input')) sync();
  };
  form.addEventListener('change', onChange);
  sync();
  return () => form.removeEventListener('change', onChange);
}
