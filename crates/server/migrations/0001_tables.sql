-- Tables (games being played or finished), their seats, and every accepted action.
-- One schema for SQLite and PostgreSQL: SQLite reads BIGINT as its INTEGER.
CREATE TABLE tables (
    id TEXT PRIMARY KEY NOT NULL,
    game TEXT NOT NULL,
    engine_version BIGINT NOT NULL,
    options TEXT NOT NULL,          -- JSON
    seed BIGINT NOT NULL,          -- u64 seed as its i64 bit pattern
    clock_ms BIGINT NOT NULL,      -- per-decision clock, 0 = none
    created_ms BIGINT NOT NULL,
    finished BIGINT NOT NULL DEFAULT 0,
    outcome TEXT,                   -- JSON, once finished
    final_hash BIGINT,
    rematch TEXT                    -- id of the rematch table
);

CREATE TABLE seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat BIGINT NOT NULL,
    ai TEXT,                        -- AI level, NULL for a human seat
    name TEXT NOT NULL,
    token TEXT NOT NULL,            -- the seated person's secret
    invite TEXT NOT NULL,           -- single-use secret to claim the seat
    claimed BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    ply BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,           -- JSON
    decided_by TEXT NOT NULL,       -- 'seat', 'ai' or 'clock'
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, ply)
);

CREATE INDEX tables_finished ON tables (finished, created_ms);
