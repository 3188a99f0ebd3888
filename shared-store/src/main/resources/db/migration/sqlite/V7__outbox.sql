-- What the bot owes Discord: each effect a change implies (a game's place and first board, a move's
-- board, a notice, an edit that settles an old message), written in the transaction that makes the
-- change and delivered once, in order per game, by any bot process. See
-- docs/decisions/outbox.md.
create table outbox (
    id           integer primary key,
    kind         varchar(16)   not null,
    game_id      bigint references game (id),
    challenge_id bigint references challenge (id),
    ply          integer,
    body         varchar(4000) not null,
    guild_id     bigint,
    channel_id   bigint,
    -- the message an edit changes, or the one a delivery made
    message_id   bigint,
    -- an edit of the message another effect made
    refers_to    bigint references outbox (id),
    -- an effect delivered only after another (a match's next round after the last one's replay)
    after_id     bigint references outbox (id),
    -- the interaction whose answer delivers it, while its process lives (a token lives 15 minutes)
    answer_token varchar(200),
    holder       varchar(40),
    -- when the holder took it: a hold lasts a minute at most, whatever becomes of the holder
    held_at      timestamp,
    attempts     integer       not null,
    next_try_at  timestamp not null,
    created_at   timestamp not null,
    delivered_at timestamp,
    -- delivered where it belonged, or in a fallback place, and why
    outcome      varchar(16),
    note         varchar(500),
    constraint outbox_kind_check check (kind in ('INVITE', 'OFFER', 'OPEN', 'BOARD', 'REPLAY', 'NOTICE', 'EDIT')),
    constraint outbox_outcome_check check (outcome in ('DELIVERED', 'FALLBACK', 'SKIPPED'))
);
create index outbox_due_idx on outbox (delivered_at, next_try_at, id);
create index outbox_game_idx on outbox (game_id, id);
create index outbox_challenge_idx on outbox (challenge_id, id);

-- The bot processes that deliver, each seen a moment ago while it lives: what a process that is no
-- longer seen held is delivered by another.
create table bot_process (
    id      varchar(40) not null primary key,
    seen_at timestamp not null
);

-- Where a game's first board was posted: its clock starts then, not when the challenge was accepted.
alter table game add column shown_at timestamp;
update game set shown_at = created_at;
-- Why a game's place in Discord is gone (a thread deleted, a channel the bot may no longer post in).
alter table game add column place_note varchar(300);

-- The effect that shows a challenge or a draw offer in Discord, whose message is edited when it is
-- settled.
alter table challenge add column shown_by bigint references outbox (id);
alter table draw_offer add column shown_by bigint references outbox (id);

-- The clocks' notices not yet posted are owed like everything else now; clock_notice keeps deciding
-- that each notice is said once.
insert into outbox (kind, game_id, ply, body, guild_id, channel_id, attempts, next_try_at, created_at)
    select 'NOTICE', game_id, ply_count, kind || ' ' || lead_seconds, guild_id, channel_id, 0, created_at, created_at
    from clock_notice where sent_at is null order by id;
