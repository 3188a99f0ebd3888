-- A retreat challenge may be to a whole match: the match points that win it (11), or null for one game.
alter table challenge add column match_points integer;
