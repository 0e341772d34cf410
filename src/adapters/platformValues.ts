import * as z from 'zod/mini';

/**
 * wp_localize_script turns scalars into strings: `true` arrives as "1", `false` as "", numbers as
 * "5000". These schemas accept both the localized strings and real JSON values.
 */
export const localizedBoolean = z.pipe(
  z.union([z.boolean(), z.string(), z.number()]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'true'),
);

export const localizedInteger = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/, 'must be a whole number'))]),
  z.transform((value) => Number(value)),
);

export const endpointTemplate = z.string().check(z.includes('%%endpoint%%', 'must contain %%endpoint%%'));
