-- Chat: a table's (its seats and, if its creator allows, its spectators) and the
-- lobby's (table_id ''), kept with the table and shown in its replay. An operator may
-- remove a line (it stays, marked) and ban an account (it can no longer sign in).
CREATE TABLE chat (
    table_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    ply BIGINT NOT NULL,            -- the game's ply when it was said
    seat BIGINT,                    -- NULL: a spectator, or the lobby
    account_id TEXT,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    removed BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seq)
);

-- Who may chat at a table, as its creator chose (no row: seats and spectators).
CREATE TABLE chat_rules (
    table_id TEXT PRIMARY KEY NOT NULL,
    seats BIGINT NOT NULL,
    spectators BIGINT NOT NULL
);

ALTER TABLE accounts ADD COLUMN banned BIGINT NOT NULL DEFAULT 0;
