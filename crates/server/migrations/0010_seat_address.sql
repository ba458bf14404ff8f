-- At a rated table, the network each person's seat was taken from (a hash of the client's
-- address, an IPv6 client by its /64): two seats from one network do not play rated.
ALTER TABLE seats ADD COLUMN address_key TEXT;
