package games.blockade.bot.analysis;

import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Texts;
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
            return new Result.Refused(Texts.reply("analysis.no-finished-here"));
        }
        long id = chosen.get();
        Optional<GameView> found = games.find(id);
        if (found.isEmpty()) {
            return new Result.Refused(Texts.reply("analysis.no-game", String.valueOf(id)));
        }
        GameView game = found.get();
        AnalysisStatus status = analyses.status(id);
        if (status instanceof AnalysisStatus.NotFinished) {
            return new Result.Refused(Texts.reply("analysis.not-finished", String.valueOf(id)));
        }
        if (status instanceof AnalysisStatus.NotQueued) {
            return new Result.Refused(Texts.reply("analysis.not-queued", String.valueOf(id)));
        }
        if (status instanceof AnalysisStatus.Failed failed) {
            return new Result.Refused(Texts.reply("analysis.failed", String.valueOf(id), failed.note()));
        }
        if (status instanceof AnalysisStatus.Pending) {
            return new Result.Info(Texts.reply("analysis.pending", String.valueOf(id)));
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
        Messages words = Texts.person();
        StringBuilder text = new StringBuilder(words.text("analysis.heading", String.valueOf(view.id()),
                words.title(game.rules())));
        List<Result.Picture> pictures = new ArrayList<>();
        for (Side side : Side.values()) {
            text.append("\n").append(tallyLine(view, analysis.tally(side), words));
            List<Entry.Judgement> worst = Mistakes.biggest(analysis, side, SHOWN);
            if (worst.isEmpty()) {
                text.append("\n  ").append(words.text("analysis.no-mistakes"));
            }
            for (Entry.Judgement mistake : worst) {
                Optional<Game<?, ?>> better = Mistakes.betterPlayed(game, mistake.ply(), mistake.best());
                better.ifPresent(b -> pictures.add(new Result.Picture(b, Optional.of(side))));
                String said = describe(mistake, words);
                text.append("\n  ").append(better.map(b -> words.text("analysis.picture", said, pictures.size()))
                        .orElse(said));
            }
        }
        text.append("\n").append(words.text("analysis.page", settings.gameLink(view.id())));
        return new Result.Pictured(text.toString(), pictures, words.locale());
    }

    /** The short post owed when a game's analysis is ready: it is stored in the transaction that owes it. */
    public Result ready(GameView view) {
        if (analyses.status(view.id()) instanceof AnalysisStatus.Ready ready) {
            return ready(view, ready.analysis());
        }
        throw new IllegalStateException("the analysis of game " + view.id() + " is owed but not stored");
    }

    private Result ready(GameView view, GameAnalysis analysis) {
        Messages words = Texts.place();
        String sides = java.util.Arrays.stream(Side.values()).map(side -> {
            String tally = tallyLine(view, analysis.tally(side), words);
            return Mistakes.biggest(analysis, side, 1).stream()
                    .map(m -> words.text("analysis.biggest", tally, describe(m, words))).findFirst()
                    .orElseGet(() -> words.text("analysis.none", tally));
        }).collect(Collectors.joining("\n"));
        return new Result.Info(words.text("analysis.ready", String.valueOf(view.id()), words.title(view.game().rules()),
                sides, settings.gameLink(view.id())));
    }

    private String tallyLine(GameView view, Tally tally, Messages words) {
        Side side = tally.side();
        String name = words.nameAtStartOf(view, side, id -> players.byId(id).map(Player::displayName).orElse("?"));
        String accuracy = tally.accuracy().isPresent()
                ? words.text("analysis.accuracy", String.format(Locale.ROOT, "%.0f", tally.accuracy().getAsDouble()))
                : words.text("analysis.no-decision");
        String counts = java.util.stream.Stream.of(Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
                .map(v -> words.text("verdict.count." + v.name().toLowerCase(Locale.ROOT), tally.count(v)))
                .collect(Collectors.joining(", "));
        String luck = tally.rolls() > 0
                ? words.text("analysis.luck", String.format(words.locale(), "%+.2f", tally.luck())) : "";
        return words.text("analysis.tally", name, words.side(view.game().rules(), side), accuracy, counts, luck);
    }

    /** A mistake in words: where, what was played and what it was, the better move and what it kept. */
    static String describe(Entry.Judgement mistake, Messages words) {
        String plies = mistake.lastPly() == mistake.ply() ? words.text("analysis.ply", mistake.ply())
                : words.text("analysis.plies", mistake.ply(), mistake.lastPly());
        return words.text("analysis.mistake", plies, mistake.move(),
                words.text("verdict." + mistake.verdict().name().toLowerCase(Locale.ROOT)), String.valueOf(mistake.before()),
                String.valueOf(mistake.after()), mistake.best());
    }
}
