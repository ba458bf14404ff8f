-- Tables (games being played or finished), their seats, and every accepted action.
CREATE TABLE tables (
    id TEXT PRIMARY KEY NOT NULL,
    game TEXT NOT NULL,
    engine_version INTEGER NOT NULL,
    options TEXT NOT NULL,          -- JSON
    seed INTEGER NOT NULL,          -- u64 seed as its i64 bit pattern
    clock_ms INTEGER NOT NULL,      -- per-decision clock, 0 = none
    created_ms INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    outcome TEXT,                   -- JSON, once finished
    final_hash INTEGER,
    rematch TEXT                    -- id of the rematch table
);

CREATE TABLE seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    ai TEXT,                        -- AI level, NULL for a human seat
    name TEXT NOT NULL,
    token TEXT NOT NULL,            -- the seated person's secret
    invite TEXT NOT NULL,           -- single-use secret to claim the seat
    claimed INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    ply INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,           -- JSON
    decided_by TEXT NOT NULL,       -- 'seat', 'ai' or 'clock'
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (table_id, ply)
);

CREATE INDEX tables_finished ON tables (finished, created_ms);
