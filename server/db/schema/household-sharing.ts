import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Sharing (issue 20, item 3, decision 031). A household is its owner's week, grocery lists and household size,
 * shared with its members: the plan rows stay keyed by the owner's id, so leaving or removing a member moves no
 * row, and deleting a household deletes only these three tables' rows.
 */
export const households = pgTable('households', {
  id: serial().primaryKey(),
  ownerId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One household per person: the owner has a row too (role 'owner'). */
export const householdMemberships = pgTable(
  'household_memberships',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    role: text().notNull().default('member'), // owner | member
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.householdId)],
);

/** An e-mailed invitation: the link carries a random token, only its SHA-256 is kept. Used once, then kept as used. */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: serial().primaryKey(),
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.householdId)],
);
