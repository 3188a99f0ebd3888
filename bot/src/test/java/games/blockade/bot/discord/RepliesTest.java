package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.service.Result;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RepliesTest {

    private static Result.Board board(Optional<Instant> deadline) throws Rejection {
        Rules<?, ?> rules = Games.byId("retreat");
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), Side.ONE);
        Result.Mover mover = new Result.Mover(99, "Black", Optional.empty());
        return new Result.Board(4, rules.title(), "Game 4 begins.", game, Optional.of(mover),
                Optional.of(Side.ONE), deadline, List.of(), Optional.empty(), java.util.Locale.ENGLISH);
    }

    @Test
    void theMoverIsToldWhenTheirClockRunsOutInTheirOwnTimeZone() throws Rejection {
        String text = Replies.board(board(Optional.of(Instant.ofEpochSecond(1_800_000_000L))));

        assertTrue(text.endsWith("<@99>, you are to move (Black); your clock runs out <t:1800000000:R>"
                + " (<t:1800000000:f>)."), text);
    }

    @Test
    void aGameWithoutAClockShowsNoDeadline() throws Rejection {
        String text = Replies.board(board(Optional.empty()));

        assertTrue(text.endsWith("<@99>, you are to move (Black)."), text);
        assertFalse(text.contains("<t:"), text);
    }
}
