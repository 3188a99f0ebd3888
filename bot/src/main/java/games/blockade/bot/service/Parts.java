package games.blockade.bot.service;

import games.blockade.bot.analysis.AnalysisService;
import games.blockade.bot.analysis.AnalysisWorker;
import games.blockade.bot.analysis.PuzzleService;
import games.blockade.bot.outbox.Owing;
import games.blockade.bot.play.WebLinks;
import games.blockade.store.analysis.AnalysisQueue;
import games.blockade.store.analysis.DailyPuzzles;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.bot.language.PersonLanguages;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebPasses;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.util.UUID;

/**
 * The pieces the services share, made once over one store: the repositories, the dice, the
 * matches, the boards, the moves and what changes owe Discord, the analyses and puzzles, so that a
 * computer's turn, a person's move and an accepted challenge are posted, rolled and scored the same way. One set of
 * parts is one bot process, named {@code process} where the store records who delivers what.
 */
record Parts(Store store, Clock clock, Settings settings, GameCatalog catalog, GameRepository games,
             PlayerRepository players, Tokens tokens, GameDice dice, RetreatMatches matches, Boards boards,
             Moves moves, Effects effects, BoardPictures pictures, AnalysisService analysis, PuzzleService puzzles,
             AnalysisWorker worker, WebLinks web, PersonLanguages languages, String process) {

    static Parts over(Store store, Clock clock, Settings settings) {
        GameCatalog catalog = GameCatalog.registered();
        GameRepository games = new GameRepository(store, catalog, new Ratings(Glicko2.STANDARD), clock);
        PlayerRepository players = new PlayerRepository(store, clock);
        Tokens tokens = new Tokens();
        GameDice dice = new GameDice(store);
        RetreatMatches matches = new RetreatMatches(store, games, clock, id -> nameOf(players, id));
        TurnButtons buttons = new TurnButtons(store, clock, settings.seeds(), tokens);
        BoardPictures pictures = new BoardPictures(store::whileCommitting);
        Boards boards = new Boards(players, buttons, new Endings(store, dice, settings, id -> nameOf(players, id)),
                matches, pictures);
        String process = UUID.randomUUID().toString();
        AnalysisService analysis = new AnalysisService(store, games, players, settings);
        PuzzleRepository puzzleStore = new PuzzleRepository(store, clock);
        DailyPuzzles daily = new DailyPuzzles(store, clock);
        PuzzleService puzzles = new PuzzleService(puzzleStore, daily, players);
        Owing owing = new Owing(new Outbox(store, clock), process);
        Effects effects = new Effects(store, owing, games, boards, buttons, matches, settings, analysis, puzzles,
                puzzleStore);
        AnalysisWorker worker = new AnalysisWorker(store, new AnalysisQueue(store, clock), games, puzzleStore, daily, owing,
                tokens, clock);
        return new Parts(store, clock, settings, catalog, games, players, tokens, dice, matches, boards,
                new Moves(store, games, dice, boards, effects), effects, pictures, analysis, puzzles, worker,
                new WebLinks(new WebPasses(store, clock), games, settings.webUrl()), new PersonLanguages(players), process);
    }

    private static String nameOf(PlayerRepository players, long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }
}
