package games.blockade.rules.picture;

import games.blockade.rules.Side;
import games.blockade.rules.language.Words;

import java.util.Optional;

/**
 * Draws one game's board. Implementations are stateless and thread-safe. The board fills the
 * width {@link Pictures#WIDTH} from the top of the canvas; {@link Pictures} adds the caption.
 */
public interface GamePicture<P> {

    /** The id of the game drawn. */
    String gameId();

    /** The side drawn at the bottom (or on the left) when no viewer is given. */
    Side defaultBottom();

    /** The board's height in scene units. */
    double height(P position);

    /**
     * Draws the position with {@code bottom}'s side nearest the viewer; where the position before
     * the last move is given, what that move changed is highlighted. Words on the picture (its
     * legend) are in {@code words}' language.
     */
    void draw(Canvas canvas, P position, Optional<P> before, Side bottom, Words words);

    /** The position in words, in {@code words}' language, for people who cannot see the picture. */
    String describe(P position, Words words);
}
