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
/** One library per app (tests build many apps in one process). */
export declare function mediaLibraryOf(services: AppServices): MediaLibrary;
