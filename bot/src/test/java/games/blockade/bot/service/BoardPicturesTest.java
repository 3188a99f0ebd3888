package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.retreat.RetreatRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A board's picture is drawn once, whoever asks for it how often, beside the commit of the
 * transaction that made the board; another board is another picture.
 */
class BoardPicturesTest {

    private final RetreatRules rules = new RetreatRules();

    @Test
    void aBoardShownAgainIsNotDrawnAgain() throws Exception {
        BoardPictures pictures = new BoardPictures(noTransaction -> false);
        Result.Board board = board(Game.start(rules, rules.presets().get(0), Side.ONE).play("D2-3"), Side.TWO);

        pictures.prepare(board);
        byte[] first = pictures.png(board);

        assertSame(first, pictures.png(board.copy()), "the same board, kept");
        assertArrayEquals(Pictures.png(Pictures.scene(board.game(), board.viewer()), Pictures.PREVIEW_WIDTH), first,
                "the picture a board is drawn as");
    }

    @Test
    void aBoardMadeInATransactionIsDrawnWhileTheTransactionCommits() throws Exception {
        List<Runnable> besideCommit = new ArrayList<>();
        BoardPictures pictures = new BoardPictures(besideCommit::add);
        Result.Board board = board(Game.start(rules, rules.presets().get(0), Side.ONE).play("D2-3"), Side.TWO);

        pictures.prepare(board);
        assertEquals(1, besideCommit.size(), "drawing waits for the commit");
        besideCommit.forEach(Runnable::run);
        byte[] drawn = pictures.png(board);

        assertSame(drawn, pictures.png(board.copy()), "drawn once, beside the commit, and kept");
        assertArrayEquals(Pictures.png(Pictures.scene(board.game(), board.viewer()), Pictures.PREVIEW_WIDTH), drawn);
    }

    @Test
    void anotherPlyAnotherSideOrAnEndingIsAnotherPicture() throws Exception {
        BoardPictures pictures = new BoardPictures(noTransaction -> false);
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), Side.ONE).play("D2-3");
        byte[] asWhite = pictures.png(board(game, Side.TWO));

        byte[] asBlack = pictures.png(board(game, Side.ONE));
        byte[] later = pictures.png(board(game.play("C9-8"), Side.TWO));
        byte[] resigned = pictures.png(board(game.resign(Side.TWO), Side.TWO));

        for (byte[] other : List.of(asBlack, later, resigned)) {
            assertNotSame(asWhite, other);
            assertFalse(Arrays.equals(asWhite, other));
        }
    }

    private static Result.Board board(Game<?, ?> game, Side viewer) {
        return new Result.Board(7, "Retreat", "headline", game, Optional.empty(), Optional.of(viewer),
                Optional.empty(), List.of(), Optional.empty(), java.util.Locale.ENGLISH);
    }
}
