-- Ratings: a table created as rated (1) is counted once when it ends (2, with its place
-- in the order games were counted, so that counting them all again from the stored
-- games gives the same numbers).
ALTER TABLE tables ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN rated_seq BIGINT;
CREATE UNIQUE INDEX tables_rated_seq ON tables (rated_seq);

-- A player's rating in one game's format: an account's id, or "ai:<level>" for a
-- computer level; the format is "<game>:duel" (Glicko-2) or "<game>:multi" (Weng-Lin).
CREATE TABLE ratings (
    player TEXT NOT NULL,
    format TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player, format)
);

-- Each counted game's rating after it, for a profile's chart.
CREATE TABLE rating_history (
    player TEXT NOT NULL,
    format TEXT NOT NULL,
    table_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (player, format, table_id)
);
CREATE INDEX rating_history_seq ON rating_history (seq);
