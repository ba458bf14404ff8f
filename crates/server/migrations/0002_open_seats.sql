-- Whether anyone may take a free person's seat (an open seat), or only the holder of its
-- invitation. Seats stored before this column was added were open to anyone, and stay so.
ALTER TABLE seats ADD COLUMN open_seat BIGINT NOT NULL DEFAULT 1;
