import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Legal texts by legal region and type, versioned (spec 000 section 3). */
export const legalContent = pgTable(
  'legal_content',
  {
    id: serial().primaryKey(),
    region: text().notNull(),
    contentType: text().notNull(),
    title: text().notNull(),
    displayName: text().notNull(),
    content: text().notNull(),
    isRequiredForSignup: boolean().notNull().default(false),
    versionNumber: integer().notNull().default(1),
    effectiveDate: date({ mode: 'string' }).notNull(),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [unique().on(t.region, t.contentType, t.displayName, t.versionNumber)],
);

/** One row per item a person ticked (or declined) at sign-up. */
export const userConsent = pgTable(
  'user_consent',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    legalContentId: integer()
      .notNull()
      .references(() => legalContent.id),
    consentGiven: boolean().notNull(),
    method: text().notNull().default('signup'),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
