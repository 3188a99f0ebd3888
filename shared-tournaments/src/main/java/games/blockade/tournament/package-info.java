/**
 * Tournaments as pure functions: entrants, rounds and results as immutable values; Swiss pairings by
 * weighted perfect matching, round robins by Berger tables, knockout brackets, and standings with
 * FIDE-style tie-breaks. Nothing here knows Discord, HTTP or a database: the bot and the web app
 * keep the state and ask this package what comes next. The rules behind every choice are in
 * {@code docs/tournaments.md}.
 */
package games.blockade.tournament;
