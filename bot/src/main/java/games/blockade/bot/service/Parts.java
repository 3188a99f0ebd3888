package games.blockade.bot.service;

import games.blockade.store.config.Store;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;

/**
 * The pieces the services share, made once over one store: the repositories, the dice, the
 * matches, the boards and the moves, so that a computer's turn, a person's move and an accepted
 * challenge are posted, rolled and scored the same way.
 */
record Parts(Store store, Clock clock, Settings settings, GameCatalog catalog, GameRepository games,
             PlayerRepository players, Tokens tokens, GameDice dice, RetreatMatches matches, Boards boards,
             Moves moves) {

    static Parts over(Store store, Clock clock, Settings settings) {
        GameCatalog catalog = GameCatalog.registered();
        GameRepository games = new GameRepository(store, catalog, new Ratings(Glicko2.STANDARD), clock);
        PlayerRepository players = new PlayerRepository(store, clock);
        Tokens tokens = new Tokens();
        GameDice dice = new GameDice(store);
        RetreatMatches matches = new RetreatMatches(store, games, clock, id -> nameOf(players, id));
        Boards boards = new Boards(players, new TurnButtons(store, clock, settings.seeds(), tokens),
                new Endings(store, dice, settings, id -> nameOf(players, id)), matches);
        return new Parts(store, clock, settings, catalog, games, players, tokens, dice, matches, boards,
                new Moves(games, dice, boards));
    }

    private static String nameOf(PlayerRepository players, long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }
}
