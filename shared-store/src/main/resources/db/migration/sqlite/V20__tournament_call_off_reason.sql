-- Why a tournament was called off is kept as a value, so the bot and the web app each say it in
-- their reader's language: who called it off, or the format's limit and the size of the field it
-- refused at the start (docs/decisions/tournament-call-off.md). The English notes written before
-- are read into these columns; the note column keeps them as they were.
alter table tournament add column called_off varchar(16)
    check (called_off in ('MANAGER', 'TOO_FEW', 'TOO_MANY'));
alter table tournament add column called_off_by varchar(100);
alter table tournament add column called_off_limit integer;
alter table tournament add column called_off_field integer;

update tournament set called_off = 'MANAGER', called_off_by = substr(note, 15)
 where state = 'CANCELLED' and note like 'called off by %';
update tournament set called_off = 'TOO_FEW',
       called_off_limit = cast(substr(note, 44, instr(substr(note, 44), ' ') - 1) as integer),
       called_off_field = cast(substr(note, instr(note, ', and has ') + 10) as integer)
 where state = 'CANCELLED' and note like 'called off: this tournament needs at least % entrants, and has %';
update tournament set called_off = 'TOO_MANY',
       called_off_limit = cast(substr(note, 43, instr(substr(note, 43), ' ') - 1) as integer),
       called_off_field = cast(substr(note, instr(note, ', not ') + 6) as integer)
 where state = 'CANCELLED' and note like 'called off: this tournament takes at most % entrants, not %';
