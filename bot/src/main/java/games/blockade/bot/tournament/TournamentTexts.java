package games.blockade.bot.tournament;

import games.blockade.bot.language.Messages;
import games.blockade.bot.service.MoveClock;
import games.blockade.store.tournament.CallOff;
import games.blockade.store.tournament.StoredBoard;
import games.blockade.store.tournament.StoredEntrant;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.tournament.TournamentView;
import games.blockade.tournament.Bracket;
import games.blockade.tournament.Entrant;
import games.blockade.tournament.MatchState;
import games.blockade.tournament.Standing;
import games.blockade.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * What is said of a tournament, in one place for the answers to commands and the posts in its
 * thread: the tournament, a round's boards, the standings (a knockout's bracket), the winners, in
 * the language of {@code words} (the person's for answers, the server's for posts). Entrants are
 * named, or, in {@code calling} posts, called by mention with their names after.
 */
final class TournamentTexts {

    /** How the store notes a calling-off by a person, and one at the start (too few entrants). */

    private final TournamentView view;
    private final Messages words;
    private final String title;
    private final LongFunction<String> gameLink;
    private final boolean calling;

    TournamentTexts(TournamentView view, Messages words, String title, LongFunction<String> gameLink, boolean calling) {
        this.view = view;
        this.words = words;
        this.title = title;
        this.gameLink = gameLink;
        this.calling = calling;
    }

    /** The tournament in one sentence: its format, game, preset, clock, whether rated, and its description. */
    String describe() {
        StoredTournament t = view.tournament();
        return words.text("t.describe", String.valueOf(t.id()), formatName(words, t.spec().format()), title,
                t.spec().preset(), MoveClock.describe(words, t.spec().moveClock().orElse(MoveClock.DEFAULT)),
                words.text(t.spec().rated() ? "t.rated" : "t.unrated"),
                t.spec().description().map(d -> words.text("t.describe-about", d)).orElse(""));
    }

    /** The tournament's post: what it is, where it stands, and its entrants. */
    String post() {
        StoredTournament t = view.tournament();
        List<String> lines = new ArrayList<>();
        lines.add("**" + describe() + "**");
        lines.add(switch (t.state()) {
            case SIGNING_UP -> words.text("t.post-signing-up", String.valueOf(t.spec().signUpUntil().getEpochSecond()),
                    String.valueOf(t.id()));
            case PLAYING -> words.text("t.post-playing", view.lastRound(), totalRounds());
            case PAUSED -> words.text("t.post-paused", view.lastRound(), totalRounds());
            case FINISHED -> words.text("t.post-finished", winners());
            case CANCELLED -> words.atStart(calledOff(t.calledOff())) + ".";
        });
        List<String> names = view.entrants().stream().map(e -> e.withdrawnAt().isPresent()
                ? words.text("t.entrant-withdrew", name(e)) : name(e)).toList();
        lines.add(words.text("t.entrants", names.size(), names.isEmpty() ? words.text("t.entrants-none")
                : String.join(", ", names)));
        return String.join("\n", lines);
    }

    /** How the tournament was called off, from the reason the store keeps as a value, in this language. */
    String calledOff(Optional<CallOff> reason) {
        if (reason.isEmpty()) {
            return words.text("t.called-off");
        }
        if (reason.get() instanceof CallOff.ByManager manager) {
            return words.text("t.called-off-by", manager.name());
        }
        return words.text("t.called-off-because",
                TournamentRefusals.said(words, view.id(), ((CallOff.Field) reason.get()).reason()));
    }

    /** A round's boards, headed by what they are. */
    String round(int number, boolean replays) {
        List<String> lines = new ArrayList<>();
        lines.add(words.text(replays ? "t.replays" : "t.paired", String.valueOf(view.id()), number));
        view.boards().stream().filter(b -> b.round() == number && (!replays || b.replay() > 0))
                .filter(b -> !replays || isLatest(b)).forEach(b -> lines.add(board(b)));
        return String.join("\n", lines);
    }

    /** A round's boards as they stand, headed by the round. */
    String pairings(int number) {
        List<String> lines = new ArrayList<>();
        lines.add(words.text("t.round-heading", String.valueOf(view.id()), number));
        view.round(number).forEach(board -> lines.add(board(board)));
        return String.join("\n", lines);
    }

    /** The standings after the rounds that are over, or a knockout's bracket. */
    String standings() {
        Tournament engine = view.engine().orElseThrow();
        if (engine.format() instanceof games.blockade.tournament.Format.Knockout) {
            return bracket(engine.bracket());
        }
        List<String> lines = new ArrayList<>();
        lines.add(words.text("t.standings-heading", String.valueOf(view.id()), engine.standings().afterRound()));
        for (Standing s : engine.standings().rows()) {
            lines.add(words.text("t.standing", s.rank(), name(s.entrant().id()), points(s.score()),
                    points(s.buchholzCut1()), points(s.buchholz()), points(s.sonnebornBerger()), s.gamesWon(),
                    s.performance().stream().mapToObj(p -> words.text("t.performance", String.valueOf(p))).findFirst().orElse("")));
        }
        return String.join("\n", lines);
    }

    /** Who won, named (or called). */
    String winners() {
        List<String> names = view.engine().map(Tournament::winners).orElse(List.of()).stream()
                .map(w -> name(w.id())).toList();
        return names.isEmpty() ? words.text("t.nobody-won")
                : words.text("t.winners", names.size(), String.join(", ", names));
    }

    /** A board: its entrants, its game, and its result once it has one. */
    String board(StoredBoard board) {
        String one = name(board.firstEntrant());
        if (board.bye()) {
            return words.text("t.bye", board.board(), one, points(board.byePoints()));
        }
        String two = name(board.secondEntrant().orElseThrow());
        String game = board.gameId().map(id -> words.text("t.board-gameid", String.valueOf(id))
                + (calling ? " " + gameLink.apply(id) : "")).orElse("");
        String result = board.result().map(r -> words.text("t.board-result",
                words.text("t.result." + r.name().toLowerCase(Locale.ROOT)))).orElse("");
        return words.text(board.replay() > 0 ? "t.board-replay" : "t.board", board.board(), one, two, game, result,
                board.replay());
    }

    private String bracket(Bracket bracket) {
        List<String> lines = new ArrayList<>();
        lines.add(words.text("t.knockout-heading", String.valueOf(view.id())));
        bracket.champion().ifPresent(champion -> lines.add(words.text("t.champion", name(champion))));
        for (List<Bracket.Match> round : bracket.rounds()) {
            for (Bracket.Match match : round) {
                String top = match.top().map(this::name).orElse("?");
                String bottom = match.bottom().map(this::name).orElse("?");
                lines.add(words.text("t.match", match.round(), match.board(), top, bottom, state(match.state())));
            }
        }
        return String.join("\n", lines);
    }

    private String state(MatchState state) {
        if (state instanceof MatchState.Won won) {
            return words.text("t.match-won", name(won.winner()));
        }
        if (state instanceof MatchState.Walkover walkover) {
            return words.text("t.match-walkover", name(walkover.winner()));
        }
        if (state instanceof MatchState.ReplayNeeded) {
            return words.text("t.match-replayed");
        }
        if (state instanceof MatchState.InPlay) {
            return words.text("t.match-in-play");
        }
        return "";
    }

    /** Whether {@code board} is the latest replay on its board. */
    private boolean isLatest(StoredBoard board) {
        return view.boards().stream().noneMatch(b -> b.round() == board.round() && b.board() == board.board()
                && b.replay() > board.replay());
    }

    private int totalRounds() {
        return view.engine().map(Tournament::totalRounds).orElse(0);
    }

    String name(long entrantId) {
        return name(view.entrant(entrantId));
    }

    private String name(StoredEntrant entrant) {
        String name = entrant.kind() instanceof Entrant.Computer computer
                ? computer.named(words.text("t.computer", computer.level()))
                : view.name(entrant.kind());
        return calling ? entrant.playerId().map(p -> "<@" + view.people().get(p).discordId() + "> (" + name + ")")
                .orElse(name) : name;
    }

    static String formatName(Messages words, TournamentSpec.FormatChoice format) {
        return words.text("t.format." + format.name().toLowerCase(Locale.ROOT));
    }

    static String stateName(Messages words, TournamentState state) {
        return words.text("t.state." + state.name().toLowerCase(Locale.ROOT));
    }

    static String points(double points) {
        return points == Math.floor(points) ? String.valueOf((long) points) : String.valueOf(points);
    }

    /** Everyone entered who is a person, called by mention. */
    String everyone() {
        return String.join(" ", view.entrants().stream().flatMap(e -> e.playerId().stream())
                .map(p -> "<@" + view.people().get(p).discordId() + ">").distinct().toList());
    }

    Optional<Long> thread() {
        return view.tournament().threadId();
    }
}
