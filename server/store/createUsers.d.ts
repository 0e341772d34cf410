import type { Database } from 'better-sqlite3';
export interface User {
    id: number;
    login: string;
    email: string;
    role: string;
    displayName: string;
}
export interface Users {
    byId(id: number): User | undefined;
    /** WordPress accepts the login name or the email address in the same field. */
    authenticate(loginOrEmail: string, password: string): User | undefined;
    register(email: string, password: string): User | {
        error: string;
    };
    startSession(userId: number, lifetimeSeconds: number): {
        token: string;
        expiry: number;
    };
    sessionUser(userId: number, token: string): User | undefined;
    endSession(token: string): void;
    meta(userId: number, key: string): string | undefined;
    setMeta(userId: number, key: string, value: string): void;
}
export declare function createUsers(db: Database): Users;
