package games.blockade.bot.analysis;

import games.blockade.bot.service.Person;
import games.blockade.bot.service.Result;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Suggestion;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.store.analysis.DailyPuzzles;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.model.Player;
import games.blockade.store.repository.PlayerRepository;
import java.util.List;
import java.util.Optional;

/**
 * Puzzles as the bot gives them, free of Discord types: {@code /blockade puzzle} hands a person a
 * puzzle, which becomes their open try; their next {@code /blockade move} where they have no game
 * in play answers it ({@link #answer}), and only they are told whether it was right. A server's
 * admins name the channel of its daily puzzle.
 */
public final class PuzzleService {

    private final PuzzleRepository puzzles;
    private final DailyPuzzles daily;
    private final PlayerRepository players;

    public PuzzleService(PuzzleRepository puzzles, DailyPuzzles daily, PlayerRepository players) {
        this.puzzles = puzzles;
        this.daily = daily;
        this.players = players;
    }

    /**
     * Gives the asker the puzzle numbered {@code puzzleId}, else the next one of {@code kind} (any
     * game when empty) they have not had.
     */
    public Result give(Person who, long channelId, Optional<String> kind, Optional<Long> puzzleId) {
        if (kind.isPresent() && Games.all().stream().noneMatch(r -> r.id().equals(kind.get()))) {
            return new Result.Refused("there is no game '" + kind.get() + "'");
        }
        long playerId = players.register(who.discordId(), who.name(), Optional.empty()).id();
        Optional<PuzzleRepository.Stored> puzzle = puzzleId.isPresent()
                ? puzzles.find(puzzleId.get()).filter(PuzzleRepository.Stored::published)
                : puzzles.nextFor(playerId, kind);
        if (puzzle.isEmpty()) {
            return new Result.Refused(puzzleId.map(id -> "there is no puzzle numbered " + id)
                    .orElse("there is no puzzle " + kind.map(k -> "of " + k + " ").orElse("")
                            + "left that you have not had; finished games bring new ones"));
        }
        puzzles.give(playerId, puzzle.get().id(), Optional.of(channelId));
        return shown(puzzle.get(), "");
    }

    /** A puzzle's position and what is asked, headed by {@code heading}. */
    public Result.Pictured shown(PuzzleRepository.Stored stored, String heading) {
        Puzzle puzzle = stored.puzzle();
        Game<?, ?> position = position(puzzle);
        Rules<?, ?> rules = position.rules();
        String asked = puzzle.kind() == Puzzle.Kind.WIN
                ? "find the one move that forces a win (within " + puzzle.difficulty() + " plies)"
                : "every move but one loses: find the one that saves the game";
        String source = stored.sourceGameId().map(g -> "from game " + g + stored.sourcePly().map(p -> ", before ply "
                + p).orElse("")).orElse("from " + rules.title() + "'s solution");
        return new Result.Pictured(heading + "**Puzzle " + stored.id() + "** (" + rules.title() + ", "
                + puzzle.preset() + ", " + source + ", difficulty " + puzzle.difficulty() + "): **"
                + rules.sideName(puzzle.side()) + "** to move; " + asked + ".\n```\n" + position.positionText()
                + "\n```\nAnswer with `/blockade move` (only you see whether you are right)"
                + (heading.isEmpty() ? "." : "; take it with `/blockade puzzle puzzle:" + stored.id() + "` first."),
                List.of(new Result.Picture(position, Optional.of(puzzle.side()))));
    }

    /**
     * A {@code /blockade move} where the person has no game in play: the answer to their open
     * puzzle, if they have one. Right or wrong settles the puzzle; an answer the rules refuse (out
     * of turn, illegal, stopping part way) is refused with the reason and the puzzle stays open.
     */
    public Optional<Result> answer(Person who, String command) {
        Optional<PuzzleRepository.Try> open = players.byDiscordId(who.discordId()).map(Player::id)
                .flatMap(puzzles::openFor);
        if (open.isEmpty()) {
            return Optional.empty();
        }
        PuzzleRepository.Try attempt = open.get();
        Puzzle puzzle = attempt.puzzle().puzzle();
        Puzzles.Answer answer;
        try {
            answer = Puzzles.check(puzzle, puzzle.side(), command.strip());
        } catch (Rejection e) {
            return Optional.of(new Result.Refused("puzzle " + attempt.puzzle().id() + ": " + e.getMessage()
                    + "; your puzzle stays open"));
        }
        boolean right = answer instanceof Puzzles.Answer.Right;
        if (!puzzles.answer(attempt.id(), command.strip(), right)) {
            return Optional.of(new Result.Refused("you have answered puzzle " + attempt.puzzle().id() + " already"));
        }
        return Optional.of(new Result.Info("Puzzle " + attempt.puzzle().id() + ": " + answer.message()
                + (right ? "." : ". The solution: " + puzzle.solution() + ".")));
    }

    /** The moves to offer while the person types an answer to their open puzzle; none without one. */
    public List<Suggestion> suggest(Person who, String typed, int limit) {
        return players.byDiscordId(who.discordId()).map(Player::id).flatMap(puzzles::openFor)
                .map(open -> position(open.puzzle().puzzle()).suggest(typed, limit)).orElse(List.of());
    }

    /**
     * Names (or, empty, clears) the channel of a server's daily puzzle; only for those who may
     * manage the server.
     */
    public Result daily(Person who, Optional<Long> guildId, Optional<Long> channelId, boolean managesServer) {
        if (guildId.isEmpty()) {
            return new Result.Refused("a daily puzzle belongs to a server: set it in one of its channels");
        }
        if (!managesServer) {
            return new Result.Refused("only members who may manage this server may set its daily puzzle");
        }
        daily.set(guildId.get(), channelId, who.discordId());
        return new Result.Info(channelId.map(c -> "A daily puzzle will be posted in <#" + c + "> every day (UTC).")
                .orElse("No more daily puzzles in this server."));
    }

    /** A puzzle's position as a game with nothing played yet. */
    private static Game<?, ?> position(Puzzle puzzle) {
        try {
            return start(Games.byId(puzzle.game()), puzzle);
        } catch (Rejection e) {
            throw new IllegalStateException("stored puzzle of " + puzzle.game() + " does not set up: "
                    + e.getMessage(), e);
        }
    }

    private static <P, M> Game<P, M> start(Rules<P, M> rules, Puzzle puzzle) throws Rejection {
        return Game.from(rules, rules.preset(puzzle.preset()), rules.parsePosition(puzzle.position()));
    }
}
