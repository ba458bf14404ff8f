-- Passkeys (WebAuthn): an account's public keys, one row a credential; an account made
-- with a passkey has no password. A ceremony in progress is kept until it is answered
-- or five minutes pass, under the SHA-256 of the secret its page holds, so any process
-- of a cluster can finish what another began.
CREATE TABLE passkeys (
    id TEXT PRIMARY KEY NOT NULL,   -- the credential's id, in hex
    account_id TEXT NOT NULL REFERENCES accounts(id),
    passkey TEXT NOT NULL,          -- webauthn-rs's Passkey, as JSON: public key, counter
    created_ms BIGINT NOT NULL,
    used_ms BIGINT NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account_id);

CREATE TABLE passkey_ceremonies (
    id TEXT PRIMARY KEY NOT NULL,
    ceremony TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
