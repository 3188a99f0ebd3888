-- Tournaments run in a server (docs/tournaments.md): the event, its entrants, and each round's
-- boards with the games played on them. The engine (games.blockade.tournament) is rebuilt from
-- these rows whenever it is asked what comes next. Pairing a round is claimed by writing it: a
-- round and a board are each written once (their primary keys), so two processes, or one after a
-- restart, never pair a round twice, create a board's game twice or give a bye twice
-- (docs/decisions/tournament-rounds.md).
create table tournament (
    id              integer primary key,
    game_kind       varchar(20)   not null,
    preset          varchar(40)   not null,
    format          varchar(16)   not null,
    -- a Swiss's rounds; null until the start, when the field sets the default, unless chosen
    rounds          integer,
    twice           boolean       not null,
    move_seconds    integer,
    rated           boolean       not null,
    sign_up_until   timestamp     not null,
    description     varchar(1000),
    guild_id        bigint        not null,
    channel_id      bigint        not null,
    -- the tournament's own thread, where its rounds and standings are posted
    thread_id       bigint,
    organizer_id    bigint        not null references player (id),
    state           varchar(16)   not null,
    post_message_id bigint,
    -- why it was called off
    note            varchar(300),
    -- a game of the current round ended (or play resumed): what comes next is to be worked out
    due_at          timestamp,
    created_at      timestamp     not null,
    started_at      timestamp,
    finished_at     timestamp,
    constraint tournament_format_check check (format in ('SWISS', 'ROUND_ROBIN', 'KNOCKOUT')),
    constraint tournament_state_check check (state in ('SIGNING_UP', 'PLAYING', 'PAUSED', 'FINISHED', 'CANCELLED'))
);
create index tournament_guild_idx on tournament (guild_id, state, id);
create index tournament_due_idx on tournament (state, due_at);
create index tournament_sign_up_idx on tournament (state, sign_up_until);

-- A person, or the computer at a level (played by the bot's account, like a game against it).
create table tournament_entrant (
    id             integer primary key,
    tournament_id  bigint      not null references tournament (id),
    player_id      bigint      references player (id),
    computer_level varchar(40),
    joined_order   integer     not null,
    joined_at      timestamp   not null,
    -- set at the start: the rating then, and the seed it gives
    rating         integer,
    seed           integer,
    withdrawn_at   timestamp,
    constraint tournament_entrant_player_key unique (tournament_id, player_id),
    constraint tournament_entrant_order_key unique (tournament_id, joined_order),
    constraint tournament_entrant_kind_check check ((player_id is null) <> (computer_level is null))
);

create table tournament_round (
    tournament_id bigint    not null references tournament (id),
    round_no      integer   not null,
    paired_at     timestamp not null,
    ended_at      timestamp,
    primary key (tournament_id, round_no)
);

-- A board of a round: a game between two entrants, or a bye (no second entrant). A knockout game
-- drawn is played again on its board: replay 0 is the first game, 1 and on its replays.
create table tournament_board (
    tournament_id    bigint      not null,
    round_no         integer     not null,
    board            integer     not null,
    replay           integer     not null,
    first_entrant    bigint      not null references tournament_entrant (id),
    second_entrant   bigint      references tournament_entrant (id),
    -- a bye's points, in half points
    bye_half_points  integer,
    -- the engine's Result (FIRST_WINS, DRAW, SECOND_WINS_BY_FORFEIT, ...), null while in play
    result           varchar(24),
    game_id          bigint      references game (id),
    primary key (tournament_id, round_no, board, replay),
    foreign key (tournament_id, round_no) references tournament_round (tournament_id, round_no),
    constraint tournament_board_game_key unique (game_id)
);

-- Who may manage a server's tournaments besides members with Manage Server.
create table tournament_setting (
    guild_id        bigint not null primary key,
    manager_role_id bigint not null
);

insert into counter (name, last_value) values ('tournament', 0);
