package games.blockade.web.archive;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.web.language.Words;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** An archive line says who won and how in the reader's language; names and notation stay as they are. */
class ListedGameTest {

    private static ListedGame won(String game, Outcome outcome) {
        return new ListedGame(7, game, "Blockade", "standard", new ListedGame.PlayerLink(1, "Ann"), "One",
                new ListedGame.PlayerLink(2, "Bob"), "Two", "Ann won", "as the API says it", 31, Instant.EPOCH, outcome);
    }

    @Test
    void aWinIsSaidInEveryLanguageWithTheGamesOwnEnding() {
        ListedGame moat = won("retreat", new Outcome.Win(Side.TWO, "moat"));
        assertThat(moat.winner(Words.in(Locale.ENGLISH))).isEqualTo("Bob won");
        assertThat(moat.how(Words.in(Locale.ENGLISH))).isEqualTo("White's castle reached Black's moat");
        assertThat(moat.winner(Words.in(Locale.GERMAN))).isEqualTo("Bob hat gewonnen");
        assertThat(moat.how(Words.in(Locale.GERMAN))).isEqualTo("die Burg von Weiß hat den Graben von Schwarz erreicht");
        assertThat(moat.sideOne(Words.in(Locale.forLanguageTag("pl")))).isEqualTo("Czarne");
        ListedGame resigned = won("walls", new Outcome.Win(Side.ONE, Outcome.RESIGNATION));
        assertThat(resigned.how(Words.in(Locale.FRENCH))).isEqualTo("Bleu a abandonné");
        ListedGame drawn = won("backgammon", new Outcome.Draw(Outcome.AGREEMENT));
        assertThat(drawn.winner(Words.in(Locale.forLanguageTag("es")))).isEqualTo("Tablas");
        assertThat(drawn.how(Words.in(Locale.forLanguageTag("pt-BR")))).isEqualTo("empate combinado");
    }
}
