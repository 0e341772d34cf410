import * as v from './validate/index.ts';

/**
 * wp_localize_script turns scalars into strings: `true` arrives as "1", `false` as "", numbers as
 * "5000". These validators accept both the localized strings and real JSON values.
 */
export const localizedBoolean = (): v.Validator<boolean> =>
  v.transform(
    v.union(v.boolean(), v.string(), v.number()),
    (value) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'true',
  );

export const localizedInteger = (): v.Validator<number> =>
  v.transform(v.union(v.number(), v.matching(/^\d+$/, 'must be a whole number')), (value) => Number(value));

export const endpointTemplate = (): v.Validator<string> => v.containing('%%endpoint%%', 'must contain %%endpoint%%');
