import type * as Z from 'zod/mini';
import { readJsonLeniently } from './readJsonLeniently.ts';
import type { HttpResult } from './types.ts';

export interface JsonAnswerOptions {
  /**
   * Take the JSON object out of text PHP printed around it (readJsonLeniently), from this start
   * (`'{"'` for any object, `'{"result'` for the checkout's); default: the whole text must be JSON.
   */
  readonly lenient?: string;
}

const malformed = (issues: readonly string[]): HttpResult<never> => ({ ok: false, error: { kind: 'malformed', issues } });

function parseStrict(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A `request` reader: the answer's JSON checked by a zod/mini schema (from lazySchema).
 * Empty, unreadable or mis-shaped answers are one failure: 'malformed'.
 */
export function jsonAnswer<S extends Z.ZodMiniType>(schema: () => S, options: JsonAnswerOptions = {}): (text: string) => Promise<HttpResult<Z.infer<S>>> {
  return async (text) => {
    if (!text.trim()) return malformed(['empty answer']);
    const json = options.lenient === undefined ? parseStrict(text) : readJsonLeniently(text, options.lenient);
    if (json === undefined) return malformed(['answer is not JSON']);
    const parsed = schema().safeParse(json);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : malformed(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  };
}
