-- A move stored by the web app owes Discord what a move owes; the web app knows nothing of
-- Discord's messages and buttons, so it owes one MOVED effect, which the bot's worker turns into
-- the effects themselves (the board, the settling of the old board, a finished game's replay).
-- Widening the check as V10 did: it changes nothing stored, and the tables created below change
-- the schema's version, so every connection reads the widened check.
pragma writable_schema = on;
update sqlite_master set sql = replace(sql, '''TOURNAMENT_NEWS''))', '''TOURNAMENT_NEWS'', ''MOVED''))')
 where type = 'table' and name = 'outbox';
pragma writable_schema = off;

-- Playing on the web (docs/decisions/web-play-session.md). A pass is the personal link the bot
-- gives a player privately: only its SHA-256 is kept, it is bound to one player and one game,
-- lasts 15 minutes and is spent by its first use. A session is what opening a pass starts: kept
-- by the SHA-256 of its cookie, with the token every write must carry (CSRF).
create table web_pass (
    token_hash varchar(64) not null primary key,
    player_id  bigint      not null references player (id),
    game_id    bigint      not null references game (id),
    created_at timestamp not null,
    expires_at timestamp not null,
    used_at    timestamp
);
create index web_pass_expires_idx on web_pass (expires_at);

create table web_session (
    id_hash    varchar(64) not null primary key,
    player_id  bigint      not null references player (id),
    game_id    bigint      not null references game (id),
    csrf       varchar(64) not null,
    created_at timestamp not null,
    expires_at timestamp not null
);
create index web_session_expires_idx on web_session (expires_at);
