-- The language an account reads the site in ("ru"), chosen with the header's switch;
-- none until chosen (the browser's language stands).
ALTER TABLE accounts ADD COLUMN lang TEXT;
