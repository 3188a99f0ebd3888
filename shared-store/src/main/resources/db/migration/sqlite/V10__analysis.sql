-- The outbox owes two more kinds of post: an analysis ready, in its game's place, and a daily
-- puzzle, in the channel its server named. SQLite cannot alter a check constraint, and rebuilding
-- the outbox would break the keys that point at it; widening a check changes nothing stored, which
-- SQLite allows to be written into the schema directly. The tables created below change the
-- schema's version, so every connection reads the widened check.
pragma writable_schema = on;
update sqlite_master set sql = replace(sql, '''NOTICE'', ''EDIT''))', '''NOTICE'', ''EDIT'', ''ANALYSIS'', ''PUZZLE''))')
 where type = 'table' and name = 'outbox';
pragma writable_schema = off;

-- The analysis of every finished game (docs/analysis.md, docs/decisions/analysis-queue.md): queued
-- in the transaction that ends the game, claimed by one process at a time (a hold given up by a
-- process no longer seen, or older than its lease, is taken over), and stored whole when it is done.
create table game_analysis (
    game_id   bigint      not null primary key references game (id),
    state     varchar(8)  not null,
    holder    varchar(40),
    held_at   timestamp,
    attempts  integer     not null,
    queued_at timestamp not null,
    done_at   timestamp,
    -- why an analysis failed
    note      varchar(500),
    constraint game_analysis_state_check check (state in ('QUEUED', 'DONE', 'FAILED'))
);
create index game_analysis_queued_idx on game_analysis (state, queued_at);

-- What the analysis says, in the order of the record: a judged decision (plies first_ply to
-- last_ply, its evaluations before and after in the store's text form, the best choice found, the
-- verdict, whether it was forced), or the luck of a roll of the dice.
create table analysis_entry (
    game_id     bigint       not null references game_analysis (game_id),
    seq         integer      not null,
    kind        varchar(9)   not null,
    first_ply   integer      not null,
    last_ply    integer      not null,
    side        varchar(3)   not null,
    move        varchar(300) not null,
    eval_before varchar(24),
    eval_after  varchar(24),
    best        varchar(300),
    verdict     varchar(10),
    forced      boolean,
    luck        double precision,
    primary key (game_id, seq),
    constraint analysis_entry_kind_check check (kind in ('JUDGEMENT', 'LUCK')),
    constraint analysis_entry_verdict_check check (verdict in ('BEST', 'GOOD', 'INACCURACY', 'MISTAKE', 'BLUNDER'))
);

-- Each side's tally: its player (for the accuracy over time on the player's page), accuracy (none
-- when no decision was judged), the count of each verdict, and the luck of its rolls.
create table analysis_side (
    game_id    bigint     not null references game_analysis (game_id),
    side       varchar(3) not null,
    player_id  bigint     not null references player (id),
    accuracy   double precision,
    best       integer    not null,
    good       integer    not null,
    inaccuracy integer    not null,
    mistake    integer    not null,
    blunder    integer    not null,
    rolls      integer    not null,
    luck       double precision not null,
    primary key (game_id, side)
);
create index analysis_side_player_idx on analysis_side (player_id, game_id);

-- Puzzles: a position where exactly one choice wins or saves the game, from an analysed game (its
-- game and the ply it stands before) or from retreat's solution; published once checked unique.
create table puzzle (
    id             integer primary key,
    kind           varchar(16)   not null,
    preset         varchar(32)   not null,
    position       varchar(4000) not null,
    side           varchar(3)    not null,
    solution       varchar(300)  not null,
    puzzle_kind    varchar(4)    not null,
    difficulty     integer       not null,
    source_game_id bigint references game (id),
    source_ply     integer,
    published      boolean       not null,
    created_at     timestamp not null,
    constraint puzzle_once unique (kind, preset, position),
    constraint puzzle_kind_check check (puzzle_kind in ('WIN', 'SAVE'))
);
create index puzzle_pick_idx on puzzle (published, kind, id);

-- A puzzle given to a person: open until answered, at most one open per person, so that their
-- next /blockade move outside a game answers it.
create table puzzle_try (
    id          integer primary key,
    puzzle_id   bigint  not null references puzzle (id),
    player_id   bigint  not null references player (id),
    channel_id  bigint,
    given_at    timestamp not null,
    answered_at timestamp,
    answer      varchar(300),
    solved      boolean
);
create unique index puzzle_try_one_open on puzzle_try (player_id) where answered_at is null;
create index puzzle_try_player_idx on puzzle_try (player_id, puzzle_id);

-- A server's own settings: the channel its daily puzzle is posted in (none: no daily puzzle).
create table guild_setting (
    guild_id             bigint not null primary key,
    daily_puzzle_channel bigint,
    changed_by           bigint not null,
    changed_at           timestamp not null
);

-- The daily puzzle of a server on a day (UTC, yyyy-mm-dd): the key lets one process alone claim
-- it, and the post it owes is written in the same transaction.
create table daily_puzzle (
    guild_id   bigint      not null,
    day        varchar(10) not null,
    puzzle_id  bigint      not null references puzzle (id),
    channel_id bigint      not null,
    posted_by  bigint      not null references outbox (id),
    primary key (guild_id, day)
);

-- The puzzle pools filled once, such as retreat's solution: the key lets one process alone do it.
create table puzzle_seed (
    name      varchar(40) not null primary key,
    puzzles   integer     not null,
    seeded_at timestamp not null
);
