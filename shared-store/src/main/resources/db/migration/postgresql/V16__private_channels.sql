-- DMs and group DMs where games are played (docs/decisions/private-channels.md): the bot's own DM
-- with a person, where it posts freely, or one between people, which no bot can join and where the
-- app, installed to a person's account, may only answer interactions.
create table private_channel (
    channel_id bigint      not null primary key,
    kind       varchar(8)  not null,
    -- the person a DM with the bot is with
    person_id  bigint,
    constraint private_channel_kind_check check (kind in ('BOT_DM', 'PEOPLE'))
);

-- Answers given in a DM or group DM between people: each interaction's token lets the bot follow it
-- up and edit its messages for 15 minutes, and a user-installed app at most 5 follow-ups to each.
create table private_answer (
    token      varchar(200) not null primary key,
    channel_id bigint       not null,
    made_at    timestamp with time zone not null,
    follow_ups integer      not null
);
create index private_answer_channel_idx on private_answer (channel_id, made_at);

-- The messages the bot made in such a channel, and the token that made them: the only one that may
-- edit them.
create table private_message (
    message_id bigint       not null primary key,
    token      varchar(200) not null
);
