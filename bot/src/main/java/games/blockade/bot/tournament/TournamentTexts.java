package games.blockade.bot.tournament;

import games.blockade.bot.service.MoveClock;
import games.blockade.store.tournament.StoredBoard;
import games.blockade.store.tournament.StoredEntrant;
import games.blockade.store.tournament.StoredTournament;
import games.blockade.store.tournament.TournamentSpec;
import games.blockade.store.tournament.TournamentState;
import games.blockade.store.tournament.TournamentView;
import games.blockade.tournament.Bracket;
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
 * thread: the tournament, a round's boards, the standings (a knockout's bracket), the winners.
 * Entrants are named, or, in {@code calling} posts, called by mention with their names after.
 */
final class TournamentTexts {

    private final TournamentView view;
    private final String title;
    private final LongFunction<String> gameLink;
    private final boolean calling;

    TournamentTexts(TournamentView view, String title, LongFunction<String> gameLink, boolean calling) {
        this.view = view;
        this.title = title;
        this.gameLink = gameLink;
        this.calling = calling;
    }

    /** The tournament in one sentence: its format, game, preset, clock, whether rated, and its description. */
    String describe() {
        StoredTournament t = view.tournament();
        return "Tournament " + t.id() + ": " + formatName(t.spec().format()) + " of " + title + " (" + t.spec().preset()
                + ", " + MoveClock.describe(t.spec().moveClock().orElse(MoveClock.DEFAULT)) + " per move, "
                + (t.spec().rated() ? "rated" : "unrated") + ")" + t.spec().description().map(d -> ": " + d).orElse("")
                + ".";
    }

    /** The tournament's post: what it is, where it stands, and its entrants. */
    String post() {
        StoredTournament t = view.tournament();
        List<String> lines = new ArrayList<>();
        lines.add("**" + describe() + "**");
        lines.add(switch (t.state()) {
            case SIGNING_UP -> "Taking sign-ups until <t:" + t.spec().signUpUntil().getEpochSecond() + ":f>: press Join,"
                    + " or /blockade tournament join tournament:" + t.id() + ".";
            case PLAYING -> "In play: round " + view.lastRound() + " of " + totalRounds() + ". Pairings and standings"
                    + " are posted in its thread.";
            case PAUSED -> "Paused in round " + view.lastRound() + " of " + totalRounds() + ": games in play go on.";
            case FINISHED -> "Finished. " + winners();
            // The note says how: "called off: ..." or "called off by ...".
            case CANCELLED -> "C" + t.note().orElse("called off").substring(1) + ".";
        });
        List<String> names = view.entrants().stream().map(e -> name(e) + (e.withdrawnAt().isPresent()
                ? " (withdrew)" : "")).toList();
        lines.add("Entrants (" + names.size() + "): " + (names.isEmpty() ? "none yet" : String.join(", ", names)));
        return String.join("\n", lines);
    }

    /** A round's boards, headed by what they are. */
    String round(int number, boolean replays) {
        List<String> lines = new ArrayList<>();
        lines.add("Tournament " + view.id() + ", round " + number + (replays
                ? ": drawn games replayed with sides swapped:" : " is paired:"));
        view.boards().stream().filter(b -> b.round() == number && (!replays || b.replay() > 0))
                .filter(b -> !replays || isLatest(b)).forEach(b -> lines.add(board(b)));
        return String.join("\n", lines);
    }

    /** The standings after the rounds that are over, or a knockout's bracket. */
    String standings() {
        Tournament engine = view.engine().orElseThrow();
        if (engine.format() instanceof games.blockade.tournament.Format.Knockout) {
            return bracket(engine.bracket());
        }
        List<String> lines = new ArrayList<>();
        lines.add("Tournament " + view.id() + ", standings after round " + engine.standings().afterRound() + ":");
        for (Standing s : engine.standings().rows()) {
            lines.add(s.rank() + ". " + name(s.entrant().id()) + " " + points(s.score()) + " (Buchholz cut 1 "
                    + points(s.buchholzCut1()) + ", Buchholz " + points(s.buchholz()) + ", Sonneborn-Berger "
                    + points(s.sonnebornBerger()) + ", won " + s.gamesWon()
                    + s.performance().stream().mapToObj(p -> ", performance " + p).findFirst().orElse("") + ")");
        }
        return String.join("\n", lines);
    }

    /** Who won, named (or called). */
    String winners() {
        List<String> names = view.engine().map(Tournament::winners).orElse(List.of()).stream()
                .map(w -> name(w.id())).toList();
        return names.isEmpty() ? "Nobody won." : "Winner" + (names.size() == 1 ? ": " : "s: ") + String.join(", ", names)
                + ".";
    }

    /** A board: its entrants, its game, and its result once it has one. */
    String board(StoredBoard board) {
        String one = name(board.firstEntrant());
        if (board.bye()) {
            return "Board " + board.board() + ": " + one + " has a bye (" + points(board.byePoints()) + ").";
        }
        String two = name(board.secondEntrant().orElseThrow());
        String game = board.gameId().map(id -> ", game " + id + (calling ? " " + gameLink.apply(id) : "")).orElse("");
        String result = board.result().map(r -> ": " + r.name().toLowerCase(Locale.ROOT).replace('_', ' ')).orElse("");
        return "Board " + board.board() + (board.replay() > 0 ? " (replay " + board.replay() + ")" : "") + ": " + one
                + " against " + two + game + result;
    }

    private String bracket(Bracket bracket) {
        List<String> lines = new ArrayList<>();
        lines.add("Tournament " + view.id() + ", knockout:");
        bracket.champion().ifPresent(champion -> lines.add("Champion: " + name(champion)));
        for (List<Bracket.Match> round : bracket.rounds()) {
            for (Bracket.Match match : round) {
                String top = match.top().map(this::name).orElse("?");
                String bottom = match.bottom().map(this::name).orElse("?");
                lines.add("Round " + match.round() + ", board " + match.board() + ": " + top + " against " + bottom
                        + state(match.state()));
            }
        }
        return String.join("\n", lines);
    }

    private String state(MatchState state) {
        if (state instanceof MatchState.Won won) {
            return ": " + name(won.winner()) + " goes through";
        }
        if (state instanceof MatchState.Walkover walkover) {
            return ": " + name(walkover.winner()) + " goes through without a game";
        }
        if (state instanceof MatchState.ReplayNeeded) {
            return ": drawn, replayed";
        }
        if (state instanceof MatchState.InPlay) {
            return ": in play";
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
        String name = view.name(entrant.kind());
        return calling ? entrant.playerId().map(p -> "<@" + view.people().get(p).discordId() + "> (" + name + ")")
                .orElse(name) : name;
    }

    static String formatName(TournamentSpec.FormatChoice format) {
        return switch (format) {
            case SWISS -> "Swiss";
            case ROUND_ROBIN -> "round robin";
            case DOUBLE_ROUND_ROBIN -> "double round robin";
            case KNOCKOUT -> "knockout";
        };
    }

    static String stateName(TournamentState state) {
        return switch (state) {
            case SIGNING_UP -> "Taking sign-ups";
            case PLAYING -> "In play";
            case PAUSED -> "Paused";
            case FINISHED -> "Finished";
            case CANCELLED -> "Called off";
        };
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
