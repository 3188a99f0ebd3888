package games.blockade.bot.tournament;

import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Texts;
import games.blockade.store.tournament.TournamentRefusal;
import games.blockade.tournament.Refusal;

/**
 * The store's and the tournament engine's refusals as the asker reads them, in their language:
 * each reason, a value with what it names, has its words in the bundles.
 */
final class TournamentRefusals {

    private TournamentRefusals() {
    }

    /** The refusal in the asker's language. */
    static String said(TournamentRefusal.Reason reason) {
        Messages words = Texts.person();
        String t = String.valueOf(reason.tournament());
        if (reason instanceof TournamentRefusal.Engine engine) {
            return said(words, reason.tournament(), engine.refused());
        }
        if (reason instanceof TournamentRefusal.NoSuchEntrant none) {
            return words.text("tr.no-entrant", t, String.valueOf(none.entrant()));
        }
        return words.text(key(reason), t);
    }

    /** The words of a reason that names its tournament alone. */
    private static String key(TournamentRefusal.Reason reason) {
        if (reason instanceof TournamentRefusal.Unknown) {
            return "t.no-such";
        }
        if (reason instanceof TournamentRefusal.AlreadyJoined) {
            return "tr.joined-already";
        }
        if (reason instanceof TournamentRefusal.NotEntered) {
            return "t.not-entered";
        }
        if (reason instanceof TournamentRefusal.Started) {
            return "t.started-already";
        }
        if (reason instanceof TournamentRefusal.Over) {
            return "tr.over";
        }
        if (reason instanceof TournamentRefusal.CalledOff) {
            return "tr.called-off";
        }
        if (reason instanceof TournamentRefusal.NotStarted) {
            return "tr.leave-instead";
        }
        if (reason instanceof TournamentRefusal.NotPlaying) {
            return "tr.not-playing";
        }
        if (reason instanceof TournamentRefusal.NotPaused) {
            return "tr.not-paused";
        }
        throw new IllegalArgumentException("no words for " + reason);
    }

    /** The engine's refusal concerning tournament {@code tournament}, in {@code words}' language. */
    static String said(Messages words, long tournament, Refusal.Reason reason) {
        String t = String.valueOf(tournament);
        if (reason instanceof Refusal.TooFewEntrants few) {
            return words.text("tr.too-few", t, few.minimum(), few.entered());
        }
        if (reason instanceof Refusal.TooManyEntrants many) {
            return words.text("tr.too-many", t, many.maximum(), many.entered());
        }
        if (reason instanceof Refusal.EnteredTwice twice) {
            return words.text("tr.entered-twice", t, String.valueOf(twice.entrant()));
        }
        if (reason instanceof Refusal.SeedsNotInOrder seeds) {
            return words.text("tr.seeds", t, seeds.entrants());
        }
        if (reason instanceof Refusal.NoGameInPlay none) {
            return words.text("tr.no-game", t, none.board(), none.round());
        }
        if (reason instanceof Refusal.DoubleForfeitOnlyByWithdrawing) {
            return words.text("tr.double-forfeit", t);
        }
        if (reason instanceof Refusal.NotAnEntrant stranger) {
            return words.text("tr.not-an-entrant", t, String.valueOf(stranger.entrant()));
        }
        if (reason instanceof Refusal.AlreadyWithdrawn gone) {
            return words.text("tr.withdrawn-already", t, String.valueOf(gone.entrant()));
        }
        if (reason instanceof Refusal.Over) {
            return words.text("tr.over", t);
        }
        throw new IllegalArgumentException("no words for " + reason);
    }
}
