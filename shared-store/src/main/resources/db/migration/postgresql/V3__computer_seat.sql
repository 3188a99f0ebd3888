-- A side of a game played by the bot's computer player: at which level, and the seed that makes
-- its choices repeatable (a retried move is the same move).
create table computer_seat (
    game_id bigint      not null primary key references game (id),
    side    varchar(3)  not null,
    level   varchar(20) not null,
    seed    bigint      not null
);
