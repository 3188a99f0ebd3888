-- The whole store, in SQLite. Each version here matches the same version for PostgreSQL, table for
-- table and column for column; only the types differ: an integer primary key is the row id (new
-- rows take the next one), a timestamp holds milliseconds since the epoch as the driver writes
-- them, a blob a packed record. Sides are ONE/TWO as in the rules.

-- Marks the file as a Blockade store ("Blkd"), so that the store never writes into another
-- program's database by mistake.
pragma application_id = 1114401636;

create table player (
    id           integer primary key,
    discord_id   bigint       not null,
    display_name varchar(100) not null,
    avatar_url   varchar(500),
    created_at   timestamp not null,
    constraint player_discord_id_key unique (discord_id)
);

-- A retreat match: rounds until a player has the target number of match points.
create table retreat_match (
    id            integer primary key,
    player_one_id bigint      not null references player (id),
    player_two_id bigint      not null references player (id),
    target_points integer     not null,
    points_one    integer     not null,
    points_two    integer     not null,
    state         varchar(16) not null,
    winner        varchar(3),
    created_at    timestamp not null,
    finished_at   timestamp,
    version       integer     not null
);

create table game (
    id            integer primary key,
    game_kind     varchar(20) not null,
    preset        varchar(40) not null,
    first_side    varchar(3)  not null,
    player_one_id bigint      not null references player (id),
    player_two_id bigint      not null references player (id),
    state         varchar(16) not null,
    result        varchar(4),
    reason        varchar(32),
    rated         boolean     not null,
    ply_count     integer     not null,
    created_at    timestamp not null,
    updated_at    timestamp not null,
    finished_at   timestamp,
    guild_id      bigint,
    channel_id    bigint,
    thread_id     bigint,
    move_seconds  integer,
    deadline      timestamp,
    -- a finished game's plies, packed (see games.blockade.store.record.MoveCodec)
    record        blob,
    record_times  blob,
    match_id      bigint references retreat_match (id),
    version       integer     not null,
    constraint game_result_check check (result in ('ONE', 'TWO', 'DRAW')),
    constraint game_state_check check (state in ('ACTIVE', 'FINISHED'))
);
create index game_archive_idx on game (finished_at, id);
create index game_kind_archive_idx on game (game_kind, finished_at, id);
create index game_kind_result_idx on game (game_kind, result, finished_at, id);
create index game_deadline_idx on game (state, deadline);
create index game_thread_idx on game (thread_id);

-- The plies of a game in play. When a game finishes they are packed into game.record.
create table ply (
    game_id   bigint        not null references game (id),
    ply       integer       not null,
    side      varchar(3),
    notation  varchar(500)  not null,
    position  varchar(4000) not null,
    played_at timestamp not null,
    primary key (game_id, ply)
);

-- Each player's seat in each game, for the queries that start from a player.
create table seat (
    game_id     bigint      not null references game (id),
    side        varchar(3)  not null,
    player_id   bigint      not null references player (id),
    opponent_id bigint      not null references player (id),
    game_kind   varchar(20) not null,
    score       varchar(4),
    finished_at timestamp,
    primary key (game_id, side),
    constraint seat_score_check check (score in ('WIN', 'LOSS', 'DRAW'))
);
create index seat_player_idx on seat (player_id, finished_at, game_id);
create index seat_player_kind_idx on seat (player_id, game_kind, finished_at, game_id, score);
create index seat_head_to_head_idx on seat (player_id, opponent_id, game_kind, score);

create table retreat_round (
    match_id       bigint  not null references retreat_match (id),
    round_no       integer not null,
    game_id        bigint  not null references game (id),
    position_one   integer,
    position_two   integer,
    points_one     integer,
    points_two     integer,
    primary key (match_id, round_no),
    constraint retreat_round_game_key unique (game_id)
);

-- The dice's seed of a game with dice: its SHA-256 is shown at the start, the seed at the end.
create table dice_commitment (
    game_id     bigint      not null primary key references game (id),
    seed        blob       not null,
    seed_sha256 varchar(64) not null,
    revealed_at timestamp
);

create table rating (
    player_id  bigint           not null references player (id),
    game_kind  varchar(20)      not null,
    rating     double precision not null,
    deviation  double precision not null,
    volatility double precision not null,
    games      integer          not null,
    rated_at   timestamp not null,
    primary key (player_id, game_kind)
);
create index rating_leaderboard_idx on rating (game_kind, rating, player_id);

create table rating_change (
    id         integer primary key,
    player_id  bigint           not null references player (id),
    game_kind  varchar(20)      not null,
    game_id    bigint           not null references game (id),
    rating_before double precision not null,
    rating     double precision not null,
    deviation  double precision not null,
    volatility double precision not null,
    changed_at timestamp not null
);
create index rating_change_player_idx on rating_change (player_id, game_kind, changed_at);

create table challenge (
    id              integer primary key,
    game_kind       varchar(20) not null,
    preset          varchar(40) not null,
    challenger_id   bigint      not null references player (id),
    challenged_id   bigint references player (id),
    challenger_side varchar(6)  not null,
    move_seconds    integer,
    rated           boolean     not null,
    guild_id        bigint,
    channel_id      bigint,
    state           varchar(16) not null,
    created_at      timestamp not null,
    expires_at      timestamp not null,
    game_id         bigint references game (id),
    version         integer     not null,
    constraint challenge_side_check check (challenger_side in ('ONE', 'TWO', 'RANDOM'))
);
create index challenge_open_idx on challenge (state, expires_at);
create index challenge_challenged_idx on challenge (challenged_id, state);

create table draw_offer (
    id          integer primary key,
    game_id     bigint      not null references game (id),
    offered_by  varchar(3)  not null,
    at_ply      integer     not null,
    state       varchar(16) not null,
    created_at  timestamp not null,
    answered_at timestamp,
    version     integer     not null
);
create index draw_offer_game_idx on draw_offer (game_id, state);

-- Buttons and menus posted in Discord: their ids resolve here, so they work after a restart.
create table component (
    custom_id     varchar(100) not null primary key,
    action        varchar(40)  not null,
    game_id       bigint references game (id),
    challenge_id  bigint references challenge (id),
    draw_offer_id bigint references draw_offer (id),
    player_id     bigint references player (id),
    argument      varchar(100),
    created_at    timestamp not null,
    expires_at    timestamp
);
create index component_expiry_idx on component (expires_at);
