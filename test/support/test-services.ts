/**
 * Where tests find PostgreSQL and Redis when nothing is said: a database and a Redis db of their
 * own (`fds_test`, db 15), never a database or db 0 another program may be using. CI names its own
 * with FDS_TEST_DATABASE_URL / FDS_TEST_REDIS_URL (and FDS_DATABASE_URL for the PostgreSQL run).
 */
export const POSTGRES_TEST_URL = process.env.FDS_TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/fds_test";
export const REDIS_TEST_URL = process.env.FDS_TEST_REDIS_URL || "redis://127.0.0.1:6379/15";
