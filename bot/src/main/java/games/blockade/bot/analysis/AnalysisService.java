package games.blockade.bot.analysis;

import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Settings;
import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.analysis.Analyses;
import games.blockade.store.analysis.AnalysisStatus;
import games.blockade.store.analysis.Mistakes;
import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.PlayerRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A finished game's analysis as the bot tells it, free of Discord types: {@code /blockade analysis}
 * (each side's biggest mistakes, each with the better move played on a picture), and the short
 * post owed when an analysis is ready (each side's accuracy and biggest mistake, and a link).
 */
public final class AnalysisService {

    /** How many of each side's mistakes {@code /blockade analysis} shows. */
    public static final int SHOWN = 3;

    private final Store store;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Analyses analyses;
    private final Settings settings;

    public AnalysisService(Store store, GameRepository games, PlayerRepository players, Settings settings) {
        this.store = store;
        this.games = games;
        this.players = players;
        this.analyses = new Analyses(store);
        this.settings = settings;
    }

    /**
     * The analysis of the game numbered {@code gameId}, else of the asker's latest finished game in
     * this channel or thread; refused for an unknown or unfinished game, pending while it is made.
     */
    public Result analysis(Person who, long channelId, Optional<Long> gameId) {
        Optional<String> problem = Inputs.gameNumberProblem(gameId);
        if (problem.isPresent()) {
            return new Result.Refused(problem.get());
        }
        Optional<Long> chosen = gameId.or(() -> latestFinishedHere(who, channelId));
        if (chosen.isEmpty()) {
            return new Result.Refused("you have no finished game in this channel; say which with the game option");
        }
        long id = chosen.get();
        Optional<GameView> found = games.find(id);
        if (found.isEmpty()) {
            return new Result.Refused("there is no game numbered " + id);
        }
        GameView game = found.get();
        AnalysisStatus status = analyses.status(id);
        if (status instanceof AnalysisStatus.NotFinished) {
            return new Result.Refused("game " + id + " is still being played: a game is analysed once it has ended");
        }
        if (status instanceof AnalysisStatus.NotQueued) {
            return new Result.Refused("game " + id + " ended before games were analysed: it has no analysis");
        }
        if (status instanceof AnalysisStatus.Failed failed) {
            return new Result.Refused("game " + id + " could not be analysed (" + failed.note() + ")");
        }
        if (status instanceof AnalysisStatus.Pending) {
            return new Result.Info("The analysis of game " + id + " is pending: it is made in the background, and"
                    + " a post in the game's place says when it is ready.");
        }
        return shown(game, ((AnalysisStatus.Ready) status).analysis());
    }

    private Optional<Long> latestFinishedHere(Person who, long channelId) {
        Optional<Player> player = players.byDiscordId(who.discordId());
        return player.flatMap(p -> store.read(em -> em.createQuery("select g.id from StoredGame g where g.state ="
                        + " games.blockade.store.model.GameState.FINISHED and (g.channelId = :channel or g.threadId"
                        + " = :channel) and (g.playerOneId = :player or g.playerTwoId = :player)"
                        + " order by g.finishedAt desc, g.id desc", Long.class)
                .setParameter("channel", channelId).setParameter("player", p.id()).setMaxResults(1)
                .getResultList().stream().findFirst()));
    }

    /** Each side's tally and its biggest mistakes, each pictured with the better move played instead. */
    private Result shown(GameView view, GameAnalysis analysis) {
        Game<?, ?> game = view.game();
        StringBuilder text = new StringBuilder("**Analysis of game " + view.id() + "** (" + game.rules().title()
                + "):");
        List<Result.Picture> pictures = new ArrayList<>();
        for (Side side : Side.values()) {
            text.append("\n").append(tallyLine(view, analysis.tally(side)));
            List<Entry.Judgement> worst = Mistakes.biggest(analysis, side, SHOWN);
            if (worst.isEmpty()) {
                text.append("\n  No mistakes.");
            }
            for (Entry.Judgement mistake : worst) {
                Optional<Game<?, ?>> better = Mistakes.betterPlayed(game, mistake.ply(), mistake.best());
                better.ifPresent(b -> pictures.add(new Result.Picture(b, Optional.of(side))));
                text.append("\n  ").append(describe(mistake)).append(better.map(b -> " (picture " + pictures.size()
                        + ": the better move played)").orElse(""));
            }
        }
        text.append("\nThe game's page, with the evaluation graph: ").append(settings.gameLink(view.id()));
        return new Result.Pictured(text.toString(), pictures);
    }

    /** The short post owed when a game's analysis is ready: it is stored in the transaction that owes it. */
    public Result ready(GameView view) {
        if (analyses.status(view.id()) instanceof AnalysisStatus.Ready ready) {
            return ready(view, ready.analysis());
        }
        throw new IllegalStateException("the analysis of game " + view.id() + " is owed but not stored");
    }

    private Result ready(GameView view, GameAnalysis analysis) {
        String sides = java.util.Arrays.stream(Side.values()).map(side -> tallyLine(view, analysis.tally(side))
                        + Mistakes.biggest(analysis, side, 1).stream().map(m -> "; biggest mistake " + describe(m))
                        .findFirst().orElse("; no mistakes"))
                .collect(Collectors.joining("\n"));
        return new Result.Info("The analysis of game " + view.id() + " (" + view.game().rules().title()
                + ") is ready:\n" + sides + "\nEvery move judged, with the evaluation graph: "
                + settings.gameLink(view.id()));
    }

    private String tallyLine(GameView view, Tally tally) {
        Side side = tally.side();
        String name = view.nameAtStartOf(side, id -> players.byId(id).map(Player::displayName).orElse("?"));
        String accuracy = tally.accuracy().isPresent()
                ? String.format(Locale.ROOT, "accuracy %.0f%%", tally.accuracy().getAsDouble()) : "no decision judged";
        String counts = java.util.stream.Stream.of(Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
                .map(v -> tally.count(v) + " " + v.word() + (tally.count(v) == 1 ? "" : "s"))
                .collect(Collectors.joining(", "));
        String luck = tally.rolls() > 0 ? String.format(Locale.ROOT, ", luck %+.2f", tally.luck()) : "";
        return "**" + name + "** (" + view.game().rules().sideName(side) + "): " + accuracy + " (" + counts + ")"
                + luck;
    }

    /** A mistake in words: where, what was played and what it was, the better move and what it kept. */
    static String describe(Entry.Judgement mistake) {
        String plies = mistake.lastPly() == mistake.ply() ? "ply " + mistake.ply()
                : "plies " + mistake.ply() + "-" + mistake.lastPly();
        return plies + ", " + mistake.move() + ": " + mistake.verdict().word() + " (" + mistake.before() + " before, "
                + mistake.after() + " after); better " + mistake.best();
    }
}
