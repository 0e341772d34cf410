import type { core } from 'zod/mini';

type Issue = core.$ZodIssue;

/** A failed global's first bad key (`params.lifetime`) and why: "expected number, received boolean". */
export interface IssueDescription {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** Set when the value was not of the expected kind at all: what was expected ("string or array"). */
  readonly expected?: string;
}

/** What a value is, in a message: `null`, `array`, `NaN`, a platform object's tag (`HTMLAnchorElement`), or its typeof. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return 'array';
  const tag = typeof value === 'object' ? Object.prototype.toString.call(value).slice(8, -1) : 'Object';
  return tag === 'Object' ? typeof value : tag;
}

const quoted = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : kindOf(value));
const wrongKind = (path: readonly PropertyKey[], expected: string, input: unknown): IssueDescription => ({
  path,
  message: `expected ${expected}, received ${kindOf(input)}`,
  expected,
});

/**
 * A union none of whose options took the value: the message of an option that matched the value's
 * kind (a string failing its pattern says why), else "expected A or B". (When one option alone failed
 * on a check rather than on the kind, zod reports that option's issues without a union issue.)
 */
function describeUnion(path: readonly PropertyKey[], options: readonly (readonly Issue[])[], input: unknown): IssueDescription {
  const described = options.map((issues) => describeIssue(issues[0]!, path));
  const closest = described.find((option) => option.expected === undefined || option.path.length > path.length);
  return closest ?? wrongKind(path, described.map((option) => option.expected).join(' or '), input);
}

/**
 * One zod issue (parsed with `reportInput: true`) as the message the globals have always logged.
 * Kinds and values are worded here, as zod/mini ships no messages; a check's own message is kept.
 */
export function describeIssue(issue: Issue, at: readonly PropertyKey[] = []): IssueDescription {
  const path = [...at, ...issue.path];
  switch (issue.code) {
    case 'invalid_type':
      // z.record's kind is `record`; a global's author knows it as an object.
      return wrongKind(path, issue.expected === 'record' ? 'object' : issue.expected, issue.input);
    case 'invalid_value': {
      const expected = issue.values.map(quoted).join(' or ');
      const message = `expected ${expected}, received ${quoted(issue.input)}`;
      return typeof issue.input === 'string' ? { path, message } : { path, message, expected };
    }
    case 'invalid_union':
      return describeUnion(path, issue.errors, issue.input);
    default:
      return { path, message: issue.message };
  }
}
