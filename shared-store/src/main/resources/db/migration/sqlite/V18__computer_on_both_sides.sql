-- The computer may play both sides of a game, each side at its own level: two computer entrants
-- of a tournament meet in a game the bot plays by itself (docs/tournaments.md). A seat is now
-- keyed by the game and the side. SQLite cannot change a primary key in place: the table is
-- copied into its new shape, keeping every seat.
create table computer_seat_by_side (
    game_id bigint      not null references game (id),
    side    varchar(3)  not null,
    level   varchar(20) not null,
    seed    bigint      not null,
    primary key (game_id, side),
    constraint computer_seat_side_check check (side in ('ONE', 'TWO'))
);
insert into computer_seat_by_side (game_id, side, level, seed)
    select game_id, side, level, seed from computer_seat;
drop table computer_seat;
alter table computer_seat_by_side rename to computer_seat;
