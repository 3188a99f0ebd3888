-- One open draw offer per game and side, held by the database rather than by a read before the
-- write: two offers made at once by the same player cannot both stay open. Offers left open twice
-- before this rule keep only their newest.
-- Written in the SQL that SQLite and PostgreSQL share.
update draw_offer set state = 'LAPSED', answered_at = created_at
 where state = 'OPEN'
   and exists (select 1 from draw_offer newer
                where newer.game_id = draw_offer.game_id and newer.offered_by = draw_offer.offered_by
                  and newer.state = 'OPEN' and newer.id > draw_offer.id);
create unique index draw_offer_one_open on draw_offer (game_id, offered_by) where state = 'OPEN';
