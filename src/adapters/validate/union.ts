import { defineValidator } from './defineValidator.ts';
import { InvalidValue, isInvalidValue, kindOf } from './InvalidValue.ts';
import type { Infer, Validator } from './types.ts';

/**
 * The first option the value passes. When none does, the message is the one of an option that
 * matched the value's kind (a string failing its pattern says why), else "expected A or B".
 */
export function union<const Options extends readonly Validator<unknown>[]>(...options: Options): Validator<Infer<Options[number]>> {
  const label = options.map((option) => option.label).join(' or ');
  return defineValidator(label, (value, path) => {
    let closest: InvalidValue | undefined;
    for (const option of options) {
      try {
        return option(value, path) as Infer<Options[number]>;
      } catch (error) {
        if (!isInvalidValue(error)) throw error;
        if (!error.wrongType || error.path.length > path.length) closest ??= error;
      }
    }
    throw closest ?? new InvalidValue(path, `expected ${label}, received ${kindOf(value)}`, true);
  });
}
