export interface StarRatingText {
  /** "1 of 5 stars" … "5 of 5 stars" (wc_single_product_params.i18n_rating_options). */
  options: readonly string[];
  /** "Please select a rating". */
  required: string;
}

/**
 * Replaces WooCommerce's rating select with five radio buttons named like it (so the form posts the
 * same `rating` field) in a labelled radiogroup: arrows move and choose, as native radios do. The
 * select stays in the page, disabled and hidden, and comes back if the island is removed. WooCommerce
 * keeps its `stars` / `selected` / `active` classes so theme star styles still apply. When a rating
 * is required and none is chosen, submitting shows and announces 'Please select a rating' by the
 * stars and focuses them (WooCommerce uses window.alert).
 */
export function createStarRating(select: HTMLSelectElement, ratingRequired: boolean, text: StarRatingText): () => void {
  const doc = select.ownerDocument;
  const form = select.form;
  const labelId = select.labels[0]?.id || 'comment-form-rating-label';
  const group = doc.createElement('p');
  group.className = 'stars';
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-labelledby', labelId);
  if (ratingRequired) group.setAttribute('aria-required', 'true');
  const inner = doc.createElement('span');
  const radios = [1, 2, 3, 4, 5].map((value) => {
    const label = doc.createElement('label');
    label.className = `star-${value}`;
    const radio = doc.createElement('input');
    radio.type = 'radio';
    radio.name = select.name;
    radio.value = String(value);
    const name = doc.createElement('span');
    name.className = 'screen-reader-text';
    name.textContent = text.options[value - 1] ?? `${value}`;
    label.append(radio, name);
    inner.append(label);
    return radio;
  });
  group.append(inner);
  const message = doc.createElement('p');
  message.className = 'wc-rating-required-message';
  message.id = `${labelId}-required`;
  message.setAttribute('role', 'alert');

  const show = (value: string): void => {
    group.classList.toggle('selected', value !== '');
    for (const radio of radios) radio.parentElement?.classList.toggle('active', radio.value === value);
  };
  const onChange = (event: Event): void => {
    const value = (event.target as HTMLInputElement).value;
    select.value = value;
    show(value);
    message.textContent = '';
    group.removeAttribute('aria-describedby');
  };
  const onSubmit = (event: SubmitEvent): void => {
    if (!ratingRequired || radios.some((r) => r.checked)) return;
    event.preventDefault();
    message.textContent = text.required;
    group.setAttribute('aria-describedby', message.id);
    radios[0]?.focus();
  };

  const previous = select.value;
  select.before(group, message);
  select.hidden = true;
  select.disabled = true;
  const checked = radios.find((r) => r.value === previous);
  if (checked) checked.checked = true;
  show(previous);
  group.addEventListener('change', onChange);
  form?.addEventListener('submit', onSubmit);
  return () => {
    group.removeEventListener('change', onChange);
    form?.removeEventListener('submit', onSubmit);
    group.remove();
    message.remove();
    select.hidden = false;
    select.disabled = false;
  };
}
