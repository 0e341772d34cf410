export interface SeedUser {
  id: number;
  login: string;
  email: string;
  password: string;
  role: 'administrator' | 'customer';
  displayName: string;
}

/** Demo accounts (documented in docs/contributing.md, "Trying the demo store"); passwords are hashed on seed. */
export const seedUsers: readonly SeedUser[] = [
  { id: 1, login: 'admin', email: 'admin@skyline-drones.test', password: 'admin-demo-2026', role: 'administrator', displayName: 'Skyline Drone Supply' },
  { id: 2, login: 'shopper', email: 'shopper@example.com', password: 'shopper-demo-2026', role: 'customer', displayName: 'Sam Shopper' },
];
