-- The computer may play both sides of a game, each side at its own level: two computer entrants
-- of a tournament meet in a game the bot plays by itself (docs/tournaments.md). A seat is now
-- keyed by the game and the side; every seat stored stays as it is.
alter table computer_seat drop constraint computer_seat_pkey;
alter table computer_seat add primary key (game_id, side);
alter table computer_seat add constraint computer_seat_side_check check (side in ('ONE', 'TWO'));
