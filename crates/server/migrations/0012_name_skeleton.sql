-- A name's UTS #39 skeleton (its look, whatever the letters' alphabets): a new account,
-- or a guest at a table, may not take a name that looks like an account's. Filled for
-- older rows by the server (SQL cannot compute it), when first needed.
ALTER TABLE accounts ADD COLUMN skeleton TEXT;
CREATE INDEX accounts_skeleton ON accounts (skeleton);
