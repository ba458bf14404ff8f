-- An unfinished table nobody has been at for a while leaves memory and the lobby's lists
-- (it sleeps); its links still work, and load it again. A sleeping table is not resumed
-- when the server starts, nor taken over by another process of a cluster.
ALTER TABLE tables ADD COLUMN dormant BIGINT NOT NULL DEFAULT 0;
