-- A sleeping table whose clock is running (a game of days): when to wake it (ms since
-- the epoch, its first deadline), and the seats it waits for ("your turn" on any device
-- without loading it).
ALTER TABLE tables ADD COLUMN wake_ms BIGINT;
ALTER TABLE tables ADD COLUMN waiting TEXT;
CREATE INDEX tables_wake ON tables (dormant, wake_ms);
