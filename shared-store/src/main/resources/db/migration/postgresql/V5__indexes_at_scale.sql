-- Indexes for the reads measured at 1,000,000 games and 100,000 players (docs/benchmarks/store.md).
-- Written in the SQL that H2 and PostgreSQL share.

-- A leaderboard walks a game's ratings from the top and skips those not yet settled, which at
-- scale are most of them: with the deviation and the game count in the index it never reads the
-- table to skip one.
create index rating_board_idx on rating (game_kind, rating, player_id, deviation, games);
drop index rating_leaderboard_idx;

-- A rating chart reads every change of a player in a game; a busy player's are spread all over
-- the table, so the index carries what the chart draws.
create index rating_change_history_idx on rating_change (player_id, game_kind, changed_at, id, rating, deviation);
drop index rating_change_player_idx;

-- A player's wins, losses or draws, without reading every seat of a busy player.
create index seat_player_score_idx on seat (player_id, score, finished_at, game_id);

-- The bot looks for a player's game in play in a channel.
create index game_channel_idx on game (channel_id, state);
