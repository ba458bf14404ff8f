-- Several `coinop serve` processes on one database (`--cluster`): each unfinished table
-- is owned by one process at a time, named by its address, until `expires_ms` unless
-- renewed. `summary` is the table as the lobby shows it (JSON), published by its owner
-- so that every process lists every table.
CREATE TABLE leases (
    table_id TEXT PRIMARY KEY NOT NULL,
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    summary TEXT
);
CREATE INDEX leases_owner ON leases (owner);
