-- Each ply of a game in play keeps the digest of its position for threefold repetition, so that a
-- game is continued from its stored positions rather than replayed through its rules. Plies stored
-- before this have none: their digest is taken from their position when the game is next read.
-- Written in the SQL that SQLite and PostgreSQL share.
alter table ply add column repetition bigint;
