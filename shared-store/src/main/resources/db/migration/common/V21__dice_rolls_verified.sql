-- Whether every roll of a finished game's record is the roll its revealed seed gives, checked once
-- when the game ends (a finished record never changes), so that a page need not derive every die
-- again from the seed. Empty while the game is in play, and for games that ended before this column
-- (a page checks those itself). Written in the SQL that SQLite and PostgreSQL share.
alter table dice_commitment add column rolls_verified boolean;
