-- The numbers players quote (game 12, challenge 7), each taken from here in the transaction that
-- stores the row it numbers. A transaction that rolls back gives its number back, so the numbers
-- run on without gaps, whatever an engine's identity columns do (they cache and skip).
-- Written in the SQL that SQLite and PostgreSQL share.
create table counter (
    name       varchar(20) not null primary key,
    last_value bigint      not null
);
insert into counter (name, last_value) select 'game', coalesce(max(id), 0) from game;
insert into counter (name, last_value) select 'challenge', coalesce(max(id), 0) from challenge;
