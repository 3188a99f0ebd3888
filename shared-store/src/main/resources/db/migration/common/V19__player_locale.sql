-- The language of a person's Discord client as the bot last saw it (a Discord locale tag such as
-- pt-BR), so that what the bot posts in a DM or private channel with no one to answer (the
-- computer's move, a reminder) is in their language. Empty until their next interaction.
-- Written in the SQL that SQLite and PostgreSQL share.
alter table player add column locale varchar(16);
