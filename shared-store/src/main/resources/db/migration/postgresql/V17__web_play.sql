-- Playing on the web (docs/decisions/web-play-session.md). A pass is the personal link the bot
-- gives a player privately: only its SHA-256 is kept, it is bound to one player and one game,
-- lasts 15 minutes and is spent by its first use. A session is what opening a pass starts: kept
-- by the SHA-256 of its cookie, with the token every write must carry (CSRF).
create table web_pass (
    token_hash varchar(64) not null primary key,
    player_id  bigint      not null references player (id),
    game_id    bigint      not null references game (id),
    created_at timestamp with time zone not null,
    expires_at timestamp with time zone not null,
    used_at    timestamp with time zone
);
create index web_pass_expires_idx on web_pass (expires_at);

create table web_session (
    id_hash    varchar(64) not null primary key,
    player_id  bigint      not null references player (id),
    game_id    bigint      not null references game (id),
    csrf       varchar(64) not null,
    created_at timestamp with time zone not null,
    expires_at timestamp with time zone not null
);
create index web_session_expires_idx on web_session (expires_at);

-- A move stored by the web app owes Discord what a move owes; the web app knows nothing of
-- Discord's messages and buttons, so it owes one MOVED effect, which the bot's worker turns into
-- the effects themselves (the board, the settling of the old board, a finished game's replay).
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
    check (kind in ('INVITE', 'OFFER', 'OPEN', 'BOARD', 'REPLAY', 'NOTICE', 'EDIT', 'ANALYSIS', 'PUZZLE',
                    'TOURNAMENT', 'TOURNAMENT_EDIT', 'TOURNAMENT_NEWS', 'MOVED'));
