package games.blockade.bot.play;

import games.blockade.bot.language.Texts;
import games.blockade.bot.service.Result;
import games.blockade.store.play.WebPasses;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.util.Optional;

/**
 * The "Play on the web" button of a board: it answers the player to move, privately, with a link
 * of their own to the game's board in the web app (docs/decisions/web-play-session.md). The link
 * is a pass the store keeps only hashed, for that player and that game, valid 15 minutes, once.
 */
public final class WebLinks {

    /** The button's action, as its stored component names it. */
    public static final String ACTION = "web-play";

    private final WebPasses passes;
    private final GameRepository games;
    private final String webUrl;

    public WebLinks(WebPasses passes, GameRepository games, String webUrl) {
        this.passes = passes;
        this.games = games;
        this.webUrl = webUrl;
    }

    /** A personal link for {@code playerId} to play game {@code gameId}, if it is theirs to play. */
    public Result link(long playerId, long gameId) {
        Optional<GameView> found = games.find(gameId);
        if (found.isEmpty()) {
            return new Result.Refused(Texts.reply("refused.no-such-game", String.valueOf(gameId)));
        }
        GameView game = found.get();
        if (game.game().isOver()) {
            return new Result.Refused(Texts.reply("refused.game-over", String.valueOf(gameId)));
        }
        if (game.sideOf(playerId).isEmpty()) {
            return new Result.Refused(Texts.reply("refused.not-your-game", String.valueOf(gameId)));
        }
        String token = passes.issue(playerId, gameId);
        return new Result.Info(Texts.reply("web.link", String.valueOf(gameId), WebPasses.PASS_VALID.toMinutes(),
                webUrl + "/web/games/" + gameId + "/pass/" + token));
    }
}
