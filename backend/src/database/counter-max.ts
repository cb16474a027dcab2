/**
 * The largest value of an `integer` column on PostgreSQL (SQLite's hold more): counters
 * stop there rather than fail the write that would pass it, and every later one with it
 * (issue 44).
 */
export const COUNTER_MAX = 2_147_483_647;
