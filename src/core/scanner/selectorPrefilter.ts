/**
 * What the scan reads from a candidate once, whatever the number of islands: its tag, id and classes
 * (lower-cased, so the check can only let through, never turn away, in a quirks-mode page too) and
 * the islands its `data-island` attribute names.
 */
export interface CandidateKey {
  readonly tag: string;
  readonly id: string;
  readonly classes: ReadonlySet<string>;
  readonly named: readonly string[];
}

/** A quick check in plain JS: false only when the element cannot match the selector. */
export type Prefilter = (key: CandidateKey) => boolean;

interface Requirement {
  tag: string;
  id: string;
  classes: string[];
}

const passAll: Prefilter = () => true;
const WHITESPACE = /\s+/;
const IDENT = /^-?[_a-zA-Z][\w-]*/;

export function candidateKey(element: Element, namesAttribute: string): CandidateKey {
  const words = (value: string | null): string[] => (value === null ? [] : value.split(WHITESPACE).filter(Boolean));
  return {
    tag: element.localName.toLowerCase(),
    id: element.id.toLowerCase(),
    classes: new Set(words(element.getAttribute('class')).map((name) => name.toLowerCase())),
    named: words(element.getAttribute(namesAttribute)),
  };
}

/** Splits at top-level occurrences of the characters in `at` (outside brackets, parentheses and quotes). */
function splitTopLevel(selector: string, at: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index]!;
    if (char === '\\') return null;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && at.includes(char)) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  if (depth !== 0 || quote) return null;
  parts.push(selector.slice(start));
  return parts;
}

/** The tag, id and classes the rightmost compound of one complex selector asks for; null when unsure. */
function requirementOf(complex: string): Requirement | null {
  const compounds = splitTopLevel(complex.trim(), ' >+~');
  const compound = compounds?.filter((part) => part.trim() !== '').pop()?.trim();
  if (compound === undefined) return null;
  const requirement: Requirement = { tag: '', id: '', classes: [] };
  let rest = compound;
  const tag = IDENT.exec(rest);
  if (tag) {
    requirement.tag = tag[0].toLowerCase();
    rest = rest.slice(tag[0].length);
  } else if (rest.startsWith('*')) rest = rest.slice(1);
  while (rest !== '') {
    const kind = rest[0];
    if (kind === '.' || kind === '#') {
      const name = IDENT.exec(rest.slice(1));
      if (!name) return null;
      if (kind === '.') requirement.classes.push(name[0].toLowerCase());
      else requirement.id = name[0].toLowerCase();
      rest = rest.slice(1 + name[0].length);
    } else if (kind === '[' || kind === ':') {
      // Attribute and pseudo-class parts are left to `matches`: skip to the end of the bracket or parenthesis.
      const skipped = skipPart(rest);
      if (skipped === null) return null;
      rest = skipped;
    } else return null;
  }
  return requirement;
}

/** `rest` after its leading `[...]` or `:name(...)` / `::name` part. */
function skipPart(rest: string): string | null {
  if (rest[0] === '[') {
    let quote = '';
    for (let index = 1; index < rest.length; index += 1) {
      const char = rest[index]!;
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === ']') return rest.slice(index + 1);
    }
    return null;
  }
  const name = /^::?-?[_a-zA-Z][\w-]*/.exec(rest);
  if (!name) return null;
  let after = rest.slice(name[0].length);
  if (after.startsWith('(')) {
    let depth = 0;
    let index = 0;
    for (; index < after.length; index += 1) {
      if (after[index] === '(') depth += 1;
      else if (after[index] === ')' && (depth -= 1) === 0) break;
    }
    if (depth !== 0) return null;
    after = after.slice(index + 1);
  }
  return after;
}

/**
 * A prefilter for a selector list, read from the rightmost compound of each selector: the element
 * needs that tag, id and those classes for `matches` to have a chance. Anything it cannot read for
 * sure (escapes, odd syntax) makes that selector always pass, so `matches` still decides.
 */
export function prefilterFor(selectorList: string): Prefilter {
  const complexes = splitTopLevel(selectorList, ',');
  if (complexes === null) return passAll;
  const requirements: Requirement[] = [];
  for (const complex of complexes) {
    const requirement = requirementOf(complex);
    if (requirement === null || (!requirement.tag && !requirement.id && requirement.classes.length === 0)) return passAll;
    requirements.push(requirement);
  }
  return (key) => requirements.some((requirement) => (!requirement.tag || requirement.tag === key.tag)
    && (!requirement.id || requirement.id === key.id)
    && requirement.classes.every((name) => key.classes.has(name)));
}
