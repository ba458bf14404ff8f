-- Accounts: a person who comes back. A guest's seat has no account; a signed-in person's
-- seats name theirs. A deleted account keeps its row (its games keep their seats) with
-- its name, password and sessions gone.
CREATE TABLE accounts (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,  -- the name as compared: cleaned and lower-cased
    password TEXT,                  -- argon2id, PHC string; NULL once deleted
    created_ms BIGINT NOT NULL,
    deleted BIGINT NOT NULL DEFAULT 0
);

-- A signed-in browser: the cookie carries a secret, the store only its SHA-256, so a
-- copy of the database signs nobody in.
CREATE TABLE sessions (
    id TEXT PRIMARY KEY NOT NULL,   -- hex SHA-256 of the cookie's secret
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_ms BIGINT NOT NULL,
    seen_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);

ALTER TABLE seats ADD COLUMN account_id TEXT;
CREATE INDEX seats_account ON seats (account_id);
