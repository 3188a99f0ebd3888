-- What the move clocks have to say in Discord: a reminder before a deadline, or a loss on time.
-- A row is written in the same transaction that decides it (the timeout itself, or the reminder's
-- claim on the game), so nothing is said twice or lost; sent_at is set once it was posted.
-- channel_id is where it is posted (the game's thread, else its channel).
create table clock_notice (
    id           integer primary key,
    game_id      bigint      not null references game (id),
    ply_count    integer     not null,
    kind         varchar(8)  not null,
    lead_seconds integer     not null,
    guild_id     bigint,
    channel_id   bigint,
    created_at   timestamp not null,
    sent_at      timestamp,
    constraint clock_notice_once unique (game_id, ply_count, kind, lead_seconds),
    constraint clock_notice_kind_check check (kind in ('REMINDER', 'TIMEOUT'))
);
create index clock_notice_unsent_idx on clock_notice (sent_at, id);
