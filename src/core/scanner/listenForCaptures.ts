import type { IslandDefinition } from './types.ts';

/** Hears, in the capture phase, every event type an island holds until it mounts (its `capture`). Returns the unbind. */
export function listenForCaptures(doc: Document, definitions: readonly IslandDefinition[], onEvent: (event: Event) => void): () => void {
  const types = new Set(definitions.flatMap((definition) => definition.capture ?? []));
  for (const type of types) doc.addEventListener(type, onEvent, true);
  return () => {
    for (const type of types) doc.removeEventListener(type, onEvent, true);
  };
}
