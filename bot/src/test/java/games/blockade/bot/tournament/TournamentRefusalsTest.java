package games.blockade.bot.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.language.Languages;
import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Speech;
import games.blockade.store.tournament.TournamentRefusal;
import games.blockade.tournament.Refusal;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every reason the store or the engine gives for refusing a change of a tournament has words in every language. */
class TournamentRefusalsTest {

    private static final long TOURNAMENT = 41;

    @Test
    void everyReasonIsSaidInEveryLanguageWithWhatItNames() throws Exception {
        List<TournamentRefusal.Reason> reasons = new ArrayList<>();
        for (Class<?> kind : TournamentRefusal.Reason.class.getPermittedSubclasses()) {
            if (kind == TournamentRefusal.Engine.class) {
                for (Class<?> engine : Refusal.Reason.class.getPermittedSubclasses()) {
                    reasons.add(new TournamentRefusal.Engine(TOURNAMENT, (Refusal.Reason) made(engine)));
                }
            } else {
                reasons.add((TournamentRefusal.Reason) made(kind));
            }
        }
        for (TournamentRefusal.Reason reason : reasons) {
            String english = said(Languages.ENGLISH, reason);
            if (!(reason instanceof TournamentRefusal.Engine)) {
                assertEquals(reason.english(), english, "the English words are the store's own");
            }
            for (Locale language : Languages.ALL) {
                String words = said(language, reason);
                assertTrue(words.contains(String.valueOf(TOURNAMENT)), language + ": " + words);
                assertFalse(words.contains("{"), language + ": " + words);
                if (!language.equals(Languages.ENGLISH)) {
                    assertNotEquals(english, words, language + " has words of its own for " + reason);
                }
            }
        }
    }

    @Test
    void aRefusalReachesAGermanOrAFrenchAskerInTheirLanguage() {
        assertEquals("Turnier 41 hat schon begonnen",
                said(Locale.GERMAN, new TournamentRefusal.Started(TOURNAMENT)));
        assertEquals("le participant 9 s'est déjà retiré du tournoi 41", said(Locale.FRENCH,
                new TournamentRefusal.Engine(TOURNAMENT, new Refusal.AlreadyWithdrawn(9))));
    }

    private static String said(Locale language, TournamentRefusal.Reason reason) {
        Messages words = Messages.in(language);
        return new Speech(words, words).during(() -> TournamentRefusals.said(reason));
    }

    /** A reason of {@code kind} naming tournament {@value #TOURNAMENT} and small numbers for the rest. */
    private static Object made(Class<?> kind) throws Exception {
        RecordComponent[] parts = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        Object[] values = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            values[i] = parts[i].getName().equals("tournament") ? (Object) TOURNAMENT
                    : types[i] == long.class ? (Object) 9L : (Object) (3 + i);
        }
        return kind.getDeclaredConstructor(types).newInstance(values);
    }
}
