package games.blockade.bot.analysis;

import games.blockade.bot.language.Messages;
import games.blockade.bot.language.PersonLanguages;
import games.blockade.bot.language.Texts;
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
            return new Result.Refused(Texts.reply("puzzle.no-such-game", kind.get()));
        }
        long playerId = players.register(who.discordId(), who.name(),
                Optional.empty(), Optional.of(PersonLanguages.tag(Texts.person().locale()))).id();
        Optional<PuzzleRepository.Stored> puzzle = puzzleId.isPresent()
                ? puzzles.find(puzzleId.get()).filter(PuzzleRepository.Stored::published)
                : puzzles.nextFor(playerId, kind);
        if (puzzle.isEmpty()) {
            return new Result.Refused(puzzleId.map(id -> Texts.reply("puzzle.no-number", String.valueOf(id)))
                    .orElseGet(() -> kind.map(k -> Texts.reply("puzzle.none-left-of", k))
                            .orElseGet(() -> Texts.reply("puzzle.none-left"))));
        }
        puzzles.give(playerId, puzzle.get().id(), Optional.of(channelId));
        return shown(puzzle.get(), "", Optional.empty());
    }

    /**
     * A press of a daily puzzle's button: the same as asking for that puzzle by its number, but the
     * position is in the post already, so only the presser is told it is theirs to answer.
     */
    public Optional<Result> press(Person who, long channelId, String customId) {
        return puzzles.triedWith(customId).map(puzzleId -> {
            long playerId = players.register(who.discordId(), who.name(), Optional.empty()).id();
            puzzles.give(playerId, puzzleId, Optional.of(channelId));
            return new Result.Info(Texts.reply("puzzle.taken", String.valueOf(puzzleId)));
        });
    }

    /**
     * A puzzle's position and what is asked, headed by {@code heading}; a post for everyone (a
     * heading) carries the button that gives it, where it has one.
     */
    public Result.Pictured shown(PuzzleRepository.Stored stored, String heading, Optional<String> tryButton) {
        Puzzle puzzle = stored.puzzle();
        Game<?, ?> position = position(puzzle);
        Rules<?, ?> rules = position.rules();
        // Given to the asker, it answers them; a server's daily puzzle is a post for everyone there.
        Messages words = heading.isEmpty() ? Texts.person() : Texts.place();
        String asked = puzzle.kind() == Puzzle.Kind.WIN ? words.text("puzzle.asked-win", puzzle.difficulty())
                : words.text("puzzle.asked-save");
        String source = stored.sourceGameId().map(g -> stored.sourcePly()
                        .map(p -> words.text("puzzle.from-game-ply", String.valueOf(g), p))
                        .orElseGet(() -> words.text("puzzle.from-game", String.valueOf(g))))
                .orElseGet(() -> words.text("puzzle.from-solution", words.title(rules)));
        return new Result.Pictured(words.text("puzzle.shown", heading, String.valueOf(stored.id()), words.title(rules),
                puzzle.preset(), source, puzzle.difficulty(), words.side(rules, puzzle.side()), asked)
                + "\n```\n" + position.positionText() + "\n```\n"
                + (heading.isEmpty() ? words.text("puzzle.answer-with")
                        : words.text("puzzle.answer-with-take", String.valueOf(stored.id()))),
                List.of(new Result.Picture(position, Optional.of(puzzle.side()))), words.locale(),
                tryButton.map(id -> List.of(new Result.Action(words.text("button.try-puzzle"), id))).orElse(List.of()));
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
            return Optional.of(new Result.Refused(Texts.reply("puzzle.refused", String.valueOf(attempt.puzzle().id()),
                    Texts.refused(e.refusal()))));
        }
        boolean right = answer instanceof Puzzles.Answer.Right;
        if (!puzzles.answer(attempt.id(), command.strip(), right)) {
            return Optional.of(new Result.Refused(Texts.reply("puzzle.answered", String.valueOf(attempt.puzzle().id()))));
        }
        return Optional.of(new Result.Info(verdict(attempt.puzzle().id(), puzzle, command.strip(), right)));
    }

    /** Right or wrong in the asker's words, naming the answer as the notation writes it. */
    private String verdict(long id, Puzzle puzzle, String command, boolean right) {
        Game<?, ?> answered;
        try {
            answered = position(puzzle).play(puzzle.side(), command);
        } catch (Rejection e) {
            throw new IllegalStateException("an answer checked before does not play: " + e.getMessage(), e);
        }
        String played = answered.plies().get(answered.plies().size() - 1).notation();
        boolean win = puzzle.kind() == Puzzle.Kind.WIN;
        if (right) {
            return Texts.reply(win ? "puzzle.right-win" : "puzzle.right-save", String.valueOf(id), played);
        }
        return win ? Texts.reply("puzzle.wrong-win", String.valueOf(id), played, puzzle.difficulty(), puzzle.solution())
                : Texts.reply("puzzle.wrong-save", String.valueOf(id), played,
                        Texts.person().side(answered.rules(), puzzle.side().other()), puzzle.solution());
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
            return new Result.Refused(Texts.reply("puzzle.daily-server"));
        }
        if (!managesServer) {
            return new Result.Refused(Texts.reply("puzzle.daily-manage"));
        }
        daily.set(guildId.get(), channelId, who.discordId());
        return new Result.Info(channelId.map(c -> Texts.reply("puzzle.daily-set", String.valueOf(c)))
                .orElseGet(() -> Texts.reply("puzzle.daily-off")));
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
