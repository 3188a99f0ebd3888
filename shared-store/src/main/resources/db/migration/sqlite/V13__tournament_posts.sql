-- A tournament's posts in Discord are owed like every other post (docs/tournaments.md): its post
-- with the Join and Leave buttons (which starts its thread), that post rewritten as the tournament
-- changes, and the news said in its thread (a round's pairings, the standings, the winners, a
-- calling-off). They are delivered in order per tournament, as a game's posts are per game.
-- SQLite cannot alter a check constraint, and rebuilding the outbox would break the keys that
-- point at it; widening a check changes nothing stored, which SQLite allows to be written into the
-- schema directly (as V10 did). The column and index added below change the schema's version, so
-- every connection reads the widened check.
pragma writable_schema = on;
update sqlite_master set sql = replace(sql, '''ANALYSIS'', ''PUZZLE''))',
        '''ANALYSIS'', ''PUZZLE'', ''TOURNAMENT'', ''TOURNAMENT_EDIT'', ''TOURNAMENT_NEWS''))')
 where type = 'table' and name = 'outbox';
pragma writable_schema = off;

alter table outbox add column tournament_id bigint references tournament (id);
create index outbox_tournament_idx on outbox (tournament_id, id);
