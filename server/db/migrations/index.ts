import type { Migration } from '../Migration.ts';
import { catalogueSchema } from './001-catalogue.ts';
import { sessionsAndUsersSchema } from './002-sessions-users.ts';
import { ordersSchema } from './003-orders.ts';
import { newsletterSubscribersSchema } from './004-newsletter-subscribers.ts';
import { attachmentCommentsSchema } from './005-attachment-comments.ts';
import { orderMetaSchema } from './006-order-meta.ts';
import { productPagesSchema } from './007-product-pages.ts';

/**
 * Schema steps in order. To add tables, create `NNN-name.ts` beside this file and append it
 * here; never edit a step that has shipped (existing databases have already run it).
 */
export const migrations: readonly Migration[] = [
  catalogueSchema,
  sessionsAndUsersSchema,
  ordersSchema,
  newsletterSubscribersSchema,
  attachmentCommentsSchema,
  orderMetaSchema,
  productPagesSchema,
];
