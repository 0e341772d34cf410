import type { Migration } from '../Migration.ts';

/** Demo conversation on the first field-day photo: 12 comments, so the carousel pages (10 at a time). */
const SEED_COMMENTS: ReadonlyArray<readonly [string, string]> = [
  ['Dale K.', 'What nozzle pressure were you running for the soybeans?'],
  ['Skyline Drone Supply', 'About 2.5 bar with the centrifugal atomisers set to 250 µm.'],
  ['Maria G.', 'Great shot of the RTK base in the background.'],
  ['Tom B.', 'How long did the pre-flight checks take for both drones?'],
  ['Skyline Drone Supply', 'Around ten minutes each, including the arm locks and a test spray.'],
  ['Priya N.', 'Do you offer training days like this one?'],
  ['Skyline Drone Supply', 'Yes, we run them every month from April to September.'],
  ['Lars E.', 'The sunrise light makes this one look like a postcard.'],
  ['Dale K.', 'Thanks, we will try 2.5 bar next week.'],
  ['Ana R.', 'Which battery charger did you bring to the field?'],
  ['Skyline Drone Supply', 'The 4-bay smart charger running off the truck generator.'],
  ['Chris W.', 'Looking forward to the next field day report!'],
];

export const attachmentCommentsSchema: Migration = {
  id: '005-attachment-comments',
  up(db) {
    db.exec(`
      CREATE TABLE attachment_comments (
        id INTEGER PRIMARY KEY,
        attachment_id INTEGER NOT NULL,
        user_id INTEGER,                       -- null for guests
        author TEXT NOT NULL,
        email TEXT NOT NULL,
        url TEXT NOT NULL DEFAULT '',
        content TEXT NOT NULL,
        status TEXT NOT NULL,                  -- 'approved' or 'unapproved' (held for moderation)
        date_gmt TEXT NOT NULL                 -- 'YYYY-MM-DD HH:MM:SS', as WordPress stores it
      );
      CREATE INDEX attachment_comments_by_attachment ON attachment_comments (attachment_id, status, id);
    `);
    const insert = db.prepare(`INSERT INTO attachment_comments (attachment_id, user_id, author, email, content, status, date_gmt)
      VALUES (202, NULL, ?, ?, ?, 'approved', ?)`);
    SEED_COMMENTS.forEach(([author, content], i) => {
      const email = `${author.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
      insert.run(author, email, content, `2026-05-${String(12 + Math.floor(i / 4)).padStart(2, '0')} ${String(10 + (i % 4)).padStart(2, '0')}:15:00`);
    });
  },
};
