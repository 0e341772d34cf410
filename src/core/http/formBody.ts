import { numberText } from '../text/numberText.ts';

/**
 * Fields as jQuery.ajax's `data` sent them: null and undefined left out, numbers written without V8's
 * number cache (numberText), everything else as its string.
 */
export function formBody(fields: Readonly<Record<string, unknown>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(key, typeof value === 'number' ? numberText(value) : String(value));
  }
  return body;
}

/** A form's successful controls, as jQuery's serialize() sent them (no submit button, files as names). */
export function formFields(form: HTMLFormElement): URLSearchParams {
  // FormData's entries may hold Files; URLSearchParams writes them as their string, as serialize() skipped them.
  return new URLSearchParams(new FormData(form) as unknown as Array<[string, string]>);
}
