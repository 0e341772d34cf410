export interface SeedUser {
    id: number;
    login: string;
    email: string;
    password: string;
    role: 'administrator' | 'customer';
    displayName: string;
}
/** Demo accounts (documented in the README of the demo store); passwords are hashed on seed. */
export declare const seedUsers: readonly SeedUser[];
