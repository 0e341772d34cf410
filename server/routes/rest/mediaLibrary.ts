import type { AppServices } from '../../AppServices.ts';

/** An uploaded attachment, kept in memory: the demo never serves uploaded files back. */
export interface Attachment {
  id: number;
  filename: string;
  mimeType: string;
  bytes: number;
  authorId: number;
  date: string;
  /** Post-process calls still to fail (Infinity: all of them); 0 once the sizes are made. */
  failuresLeft: number;
  subsizesDone: boolean;
}

export interface MediaLibrary {
  add(file: Omit<Attachment, 'id' | 'date' | 'subsizesDone'>): Attachment;
  get(id: number): Attachment | undefined;
  remove(id: number): boolean;
}

/** Ids far above the seeded catalogue's attachment ids. */
const FIRST_ID = 900_000;
const libraries = new WeakMap<AppServices, MediaLibrary>();

function createMediaLibrary(): MediaLibrary {
  const items = new Map<number, Attachment>();
  let nextId = FIRST_ID;
  return {
    add(file) {
      const attachment: Attachment = { ...file, id: nextId++, date: new Date().toISOString().slice(0, 19), subsizesDone: false };
      items.set(attachment.id, attachment);
      return attachment;
    },
    get: (id) => items.get(id),
    remove: (id) => items.delete(id),
  };
}

/** One library per app (tests build many apps in one process). */
export function mediaLibraryOf(services: AppServices): MediaLibrary {
  let library = libraries.get(services);
  if (library === undefined) {
    library = createMediaLibrary();
    libraries.set(services, library);
  }
  return library;
}
