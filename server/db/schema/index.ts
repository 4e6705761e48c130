// The database schema, one file per aggregate. This is the package entry Drizzle reads.
export * from './auth';
export * from './legal';
export * from './recipes';
export * from './preferences';
export * from './planning';
export * from './product';
export * from './ratings';
export * from './household';
export * from './household-sharing';
export * from './family';
