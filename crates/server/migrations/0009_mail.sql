-- E-mail, opt-in: an account's address and whether it wants "your turn" at games of days.
ALTER TABLE accounts ADD COLUMN email TEXT;
ALTER TABLE accounts ADD COLUMN notify BIGINT NOT NULL DEFAULT 0;
