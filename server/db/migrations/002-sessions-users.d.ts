import type { Migration } from '../Migration.ts';
export declare const sessionsAndUsersSchema: Migration;
