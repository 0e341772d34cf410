// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';

describe('catalogue seed', () => {
  const db = new Database(':memory:');
  afterAll(() => {
    db.close();
  });

  it('seeds at least 40 products across drone and spare-part categories, once', () => {
    migrate(db);
    expect(seedIfEmpty(db)).toBe(true);
    expect(seedIfEmpty(db)).toBe(false);
    const count = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    expect(count).toBeGreaterThanOrEqual(40);
    const categories = db.prepare('SELECT DISTINCT category FROM products').pluck().all() as string[];
    expect(categories).toEqual(expect.arrayContaining([
      'agricultural-drones', 'mapping-drones', 'fpv-drones', 'camera-drones',
      'frames-arms', 'spraying-system', 'propulsion', 'batteries-chargers',
    ]));
  });

  it('has out-of-stock and on-sale products, unique SKUs, tags and brands', () => {
    const q = (sql: string): number => db.prepare(sql).pluck().get() as number;
    expect(q("SELECT COUNT(*) FROM products WHERE stock_status = 'outofstock'")).toBeGreaterThanOrEqual(3);
    expect(q('SELECT COUNT(*) FROM products WHERE regular_price_cents > price_cents')).toBeGreaterThanOrEqual(3);
    expect(q('SELECT COUNT(DISTINCT sku) FROM products')).toBe(q('SELECT COUNT(*) FROM products'));
    expect(q('SELECT COUNT(*) FROM product_tags')).toBeGreaterThan(40);
    expect(q('SELECT COUNT(*) FROM brands')).toBeGreaterThanOrEqual(5);
  });

  it('runs each migration once', () => {
    expect(migrate(db)).toEqual([]);
  });
});
