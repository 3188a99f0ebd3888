package games.blockade.bot.tournament;

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

    static String said(TournamentRefusal.Reason reason) {
        String t = String.valueOf(reason.tournament());
        if (reason instanceof TournamentRefusal.Engine engine) {
            return said(t, engine.refused());
        }
        if (reason instanceof TournamentRefusal.NoSuchEntrant none) {
            return Texts.reply("tr.no-entrant", t, String.valueOf(none.entrant()));
        }
        return Texts.reply(key(reason), t);
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

    private static String said(String t, Refusal.Reason reason) {
        if (reason instanceof Refusal.TooFewEntrants few) {
            return Texts.reply("tr.too-few", t, few.minimum(), few.entered());
        }
        if (reason instanceof Refusal.TooManyEntrants many) {
            return Texts.reply("tr.too-many", t, many.maximum(), many.entered());
        }
        if (reason instanceof Refusal.EnteredTwice twice) {
            return Texts.reply("tr.entered-twice", t, String.valueOf(twice.entrant()));
        }
        if (reason instanceof Refusal.SeedsNotInOrder seeds) {
            return Texts.reply("tr.seeds", t, seeds.entrants());
        }
        if (reason instanceof Refusal.NoGameInPlay none) {
            return Texts.reply("tr.no-game", t, none.board(), none.round());
        }
        if (reason instanceof Refusal.DoubleForfeitOnlyByWithdrawing) {
            return Texts.reply("tr.double-forfeit", t);
        }
        if (reason instanceof Refusal.NotAnEntrant stranger) {
            return Texts.reply("tr.not-an-entrant", t, String.valueOf(stranger.entrant()));
        }
        if (reason instanceof Refusal.AlreadyWithdrawn gone) {
            return Texts.reply("tr.withdrawn-already", t, String.valueOf(gone.entrant()));
        }
        if (reason instanceof Refusal.Over) {
            return Texts.reply("tr.over", t);
        }
        throw new IllegalArgumentException("no words for " + reason);
    }
}
