import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Suggested features of the wishlist, and one vote per person (by signed-in user, or by e-mail). */
export const suggestedFeatures = pgTable('suggested_features', {
  id: serial().primaryKey(),
  featureDescription: text().notNull(),
});

export const featureVotes = pgTable(
  'feature_votes',
  {
    id: serial().primaryKey(),
    featureId: integer()
      .notNull()
      .references(() => suggestedFeatures.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    email: text().notNull(), // lower-cased
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.featureId, t.email), index().on(t.featureId)],
);

/** A refund request from the refund-policy page, stored and mailed to support. */
export const refundRequests = pgTable('refund_requests', {
  id: serial().primaryKey(),
  userId: text().references(() => user.id, { onDelete: 'set null' }),
  email: text().notNull(),
  reason: text().notNull(),
  receiptUrl: text(),
  status: text().notNull().default('received'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A payment order: amount and currency decided on the server; applied to the plan at most once. */
export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text().notNull(),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    currency: text().notNull(),
    status: text().notNull().default('pending'), // pending | paid | failed | aborted | error
    gatewayTrackingId: text(),
    gatewayStatus: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** Renewal reminders sent, one per user per expiry date, so several instances never send twice. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresAt] })],
);

/** Monthly use of metered features (generated plans, pantry scans), counted atomically. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    period: text().notNull(), // YYYY-MM
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature, t.period] })],
);

/** What a person did, newest first on the dashboard's Recent Activity. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    objectType: text().notNull(),
    objectId: text(),
    summary: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
