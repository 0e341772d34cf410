import type { Migration } from '../Migration.ts';

/** Newsletter sign-ups from the Mailjet widget (carousel-theme-newsletter-contract s3). */
export const newsletterSubscribersSchema: Migration = {
  id: '004-newsletter-subscribers',
  up(db) {
    db.exec(`
      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        locale TEXT NOT NULL DEFAULT 'en_US',
        widget_id TEXT NOT NULL,
        properties_json TEXT NOT NULL DEFAULT '{}',   -- Mailjet property id -> value, as posted
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `);
  },
};
