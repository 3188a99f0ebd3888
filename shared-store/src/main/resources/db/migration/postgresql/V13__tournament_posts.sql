-- A tournament's posts in Discord are owed like every other post (docs/tournaments.md): its post
-- with the Join and Leave buttons (which starts its thread), that post rewritten as the tournament
-- changes, and the news said in its thread (a round's pairings, the standings, the winners, a
-- calling-off). They are delivered in order per tournament, as a game's posts are per game.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
    check (kind in ('INVITE', 'OFFER', 'OPEN', 'BOARD', 'REPLAY', 'NOTICE', 'EDIT', 'ANALYSIS', 'PUZZLE',
                    'TOURNAMENT', 'TOURNAMENT_EDIT', 'TOURNAMENT_NEWS'));

alter table outbox add column tournament_id bigint references tournament (id);
create index outbox_tournament_idx on outbox (tournament_id, id);
