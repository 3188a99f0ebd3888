package games.blockade.bot.service;

import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.bot.analysis.AnalysisService;
import games.blockade.bot.analysis.PuzzleService;
import games.blockade.bot.outbox.Owing;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.rules.Ply;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.Challenge;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.play.WebMoves;
import games.blockade.store.repository.MoveOutcome;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the bot's changes owe Discord (docs/decisions/outbox.md): each change writes here, in its
 * own transaction, the effects it implies, and a delivery turns an owed effect back into what to
 * post ({@link #post}). A game's effects go to its place (its thread, else its channel), in order;
 * while the game's note says what went wrong with its place, the next post there is headed by it.
 */
final class Effects {

    private static final int MAX_PLACE_NAME = 100;

    private final Store store;
    private final Owing owing;
    private final GameRepository games;
    private final Boards boards;
    private final TurnButtons buttons;
    private final RetreatMatches matches;
    private final Settings settings;
    private final AnalysisService analysis;
    private final PuzzleService puzzles;
    private final PuzzleRepository puzzleStore;

    Effects(Store store, Owing owing, GameRepository games, Boards boards, TurnButtons buttons,
            RetreatMatches matches, Settings settings, AnalysisService analysis, PuzzleService puzzles,
            PuzzleRepository puzzleStore) {
        this.store = store;
        this.owing = owing;
        this.games = games;
        this.boards = boards;
        this.buttons = buttons;
        this.matches = matches;
        this.settings = settings;
        this.analysis = analysis;
        this.puzzles = puzzles;
        this.puzzleStore = puzzleStore;
    }

    Owing owing() {
        return owing;
    }

    // ---- owed by changes, in their transactions

    /**
     * What an action on a game owes, written in its transaction: the board it leaves (headed by
     * {@code headline} over the plies it added), the settling of the board whose turn it played or
     * ended unplayed where that one had buttons, and of the draw offers it let lapse; after the end,
     * the replay and a match's next round.
     */
    GameRepository.Consequence after(Function<List<? extends Ply<?>>, String> headline) {
        return (em, before, applied) -> Speech.at(applied.game().guildId()).during(() -> {
            GameView after = applied.game();
            Optional<Long> place = placeOf(after);
            // The board first: it is what the answer shows; the settling edits follow it.
            long board = owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.BOARD, after.id(), after.guildId(),
                    after.plyCount(), headline.apply(applied.plies())), place);
            if (buttons.offers(before.game()) && before.computerToMove().isEmpty()) {
                // A resignation, an agreement or a loss on time adds no ply: the turn it ends is settled all the same.
                String settled = applied.plies().isEmpty() ? Texts.post("settled.not-played")
                        : Texts.post("settled.played", Moves.played(boards.nameOf(moverOf(before)), applied.plies()));
                boardBefore(em, after.id(), board).ifPresent(shown -> owing.edit(em, owedEdit(after,
                        Texts.post("settled.turn", String.valueOf(after.id()), before.plyCount(), settled)), shown));
            }
            settleLapsedOffers(em, after, applied.lapsed());
            if (after.game().isOver()) {
                long replay = owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.REPLAY, after.id(), after.guildId(),
                        after.plyCount(), ""), place);
                matches.score(em, after).ifPresent(next -> owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.BOARD,
                        next.id(), next.guildId(), 0, Texts.post("match.round-begins", boards.begins(next),
                                RetreatMatches.roundOf(em, next.id()).roundNo())).after(replay),
                        placeOf(next)));
            }
        });
    }

    /** A new game's place and first board, announced by {@code announcement} in its channel. */
    void open(EntityManager em, GameView game, String announcement) {
        owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.OPEN, game.id(), game.guildId(), game.plyCount(),
                announcement), game.channelId());
    }

    /** A game that moved to another place: its board as it stands, posted there, calling the player to move. */
    void goesOn(EntityManager em, GameView game) {
        owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.BOARD, game.id(), game.guildId(), game.plyCount(), ""),
                placeOf(game));
    }

    /** A challenge posted with its buttons. */
    void invite(EntityManager em, Challenge challenge, String text) {
        long id = owing.post(em, Outbox.Owed.ofChallenge(Outbox.Kind.INVITE, challenge.id(), challenge.guildId(),
                challenge.channelId().orElseThrow(), text), challenge.channelId());
        challenge.shownBy(id);
    }

    /** A challenge answered, withdrawn or expired: its message says so, its buttons go. */
    void settle(EntityManager em, Challenge challenge, String text) {
        challenge.shownBy().ifPresent(shownBy -> owing.edit(em, new Outbox.Owed(Outbox.Kind.EDIT, Optional.empty(),
                Optional.of(challenge.id()), Optional.empty(), text, challenge.guildId(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty()), shownBy));
    }

    /** A draw offer posted in its game's place, with its buttons. */
    void offer(EntityManager em, DrawOffer offer, GameView game, String text) {
        long id = owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.OFFER, game.id(), game.guildId(), game.plyCount(),
                text), placeOf(game));
        offer.shownBy(id);
    }

    /** A draw offer answered: its message says so, its buttons go. */
    void settle(EntityManager em, DrawOffer offer, GameView game, String text) {
        offer.shownBy().ifPresent(shownBy -> owing.edit(em, owedEdit(game, text), shownBy));
    }

    /** A clock's reminder with {@code lead} left, said in the game's place. */
    void remind(EntityManager em, GameView game, Duration lead) {
        owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.NOTICE, game.id(), game.guildId(), game.plyCount(),
                "REMINDER " + lead.toSeconds()), placeOf(game));
    }

    private void settleLapsedOffers(EntityManager em, GameView game, List<DrawOffer> lapsed) {
        for (DrawOffer offer : lapsed) {
            if (offer.shownBy().isPresent()) {
                String why = game.game().isOver() ? Texts.post("draw.lapsed-ended")
                        : Texts.post("draw.lapsed-played-on", boards.nameOf(game.playerOf(offer.offeredBy().other())));
                settle(em, offer, game, Texts.post("draw.lapsed", boards.nameOf(game.playerOf(offer.offeredBy())),
                        String.valueOf(game.id()), why));
            }
        }
    }

    private static Outbox.Owed owedEdit(GameView game, String text) {
        return new Outbox.Owed(Outbox.Kind.EDIT, Optional.of(game.id()), Optional.empty(), Optional.empty(), text,
                game.guildId(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty());
    }

    /** The last board of a game owed before the board {@code board}. */
    private static Optional<Long> boardBefore(EntityManager em, long gameId, long board) {
        return em.createNativeQuery("select max(id) from outbox where game_id = ?1 and kind in ('OPEN', 'BOARD')"
                        + " and id < ?2")
                .setParameter(1, gameId).setParameter(2, board).getResultList().stream()
                .filter(java.util.Objects::nonNull).map(id -> ((Number) id).longValue()).findFirst();
    }

    private static long moverOf(GameView before) {
        return before.playerOf(before.game().toMove().orElseThrow());
    }

    /** Where a game's effects are posted: its thread, else its channel. */
    static Optional<Long> placeOf(GameView game) {
        return game.threadId().or(game::channelId);
    }

    // ---- delivered

    /** What delivering {@code effect} posts, read from the store as it now stands. */
    Post post(Outbox.Effect effect) {
        switch (effect.kind()) {
            case INVITE:
                return invitation(effect);
            case OFFER:
                return question(effect);
            case OPEN:
                return opening(effect);
            case BOARD:
                return gamePost(effect, view -> boards.boardAt(view, effect.ply().orElseThrow(), effect.body()));
            case REPLAY:
                return gamePost(effect, view -> new Result.Replay(view.id(), view.game(), Boards.viewerOf(view),
                        settings.gameLink(view.id())));
            case NOTICE:
                return reminder(effect);
            case EDIT:
                return edit(effect);
            case ANALYSIS:
                return gamePost(effect, analysis::ready);
            case PUZZLE:
                return dailyPuzzle(effect);
            case MOVED:
                return moved(effect);
            default:
                throw new IllegalStateException("no post for " + effect.kind());
        }
    }

    private Post invitation(Outbox.Effect effect) {
        long challengeId = effect.challengeId().orElseThrow();
        Challenge challenge = store.read(em -> em.find(Challenge.class, challengeId));
        return new Post.Message(effect.channelId().orElseThrow(), new Result.Invitation(effect.body(),
                challenge.challengedId().map(boards::discordIdOf), button(ChallengeService.ACCEPT, "challengeId",
                challengeId), button(ChallengeService.DECLINE, "challengeId", challengeId)), Optional.empty());
    }

    private Post question(Outbox.Effect effect) {
        DrawOffer offer = store.read(em -> em.createQuery("select o from DrawOffer o where o.shownBy = :effect",
                DrawOffer.class).setParameter("effect", effect.id()).getSingleResult());
        GameView game = games.find(offer.gameId()).orElseThrow();
        return placeOf(game).<Post>map(place -> new Post.Message(place, new Result.Question(effect.body(),
                        boards.discordIdOf(game.playerOf(offer.offeredBy().other())),
                        button(GameService.ACCEPT_DRAW, "drawOfferId", offer.id()),
                        button(GameService.DECLINE_DRAW, "drawOfferId", offer.id())),
                        notice(game.id(), game.placeNote())))
                .orElseGet(() -> new Post.Skip("game " + game.id() + " has no place"));
    }

    private String button(String action, String target, long id) {
        return store.read(em -> em.createQuery("select c.customId from Component c where c.action = :action"
                        + " and c." + target + " = :id", String.class)
                .setParameter("action", action).setParameter("id", id).getSingleResult());
    }

    private Post opening(Outbox.Effect effect) {
        GameView game = games.find(effect.gameId().orElseThrow()).orElseThrow();
        String name = Texts.post("thread.name", game.game().rules().id(), String.valueOf(game.id()),
                boards.nameOf(game, Side.ONE), boards.nameOf(game, Side.TWO));
        if (game.channelId().isEmpty()) {
            return new Post.Skip("game " + game.id() + " has no channel");
        }
        return new Post.Open(game.id(), game.channelId().get(), effect.body(),
                List.of(boards.discordIdOf(game.playerOf(Side.ONE)), boards.discordIdOf(game.playerOf(Side.TWO))),
                name.length() > MAX_PLACE_NAME ? name.substring(0, MAX_PLACE_NAME) : name,
                boards.boardAt(game, effect.ply().orElseThrow(), effect.body()));
    }

    private Post gamePost(Outbox.Effect effect, Function<GameView, Result> content) {
        GameView game = games.find(effect.gameId().orElseThrow()).orElseThrow();
        return placeOf(game).<Post>map(place -> new Post.Message(place, content.apply(game),
                        notice(game.id(), game.placeNote())))
                .orElseGet(() -> new Post.Skip("game " + game.id() + " has no place"));
    }

    /**
     * A move the web app stored owes what a move made here owes: those effects are written now, in
     * one transaction with the MOVED effect marked delivered by this process, so that of two
     * processes (or one before and one after a restart) exactly one owes them, once. They follow
     * it in the game's order, and the worker delivers them at once.
     */
    private Post moved(Outbox.Effect effect) {
        WebMoves.Moved moved = WebMoves.Moved.of(effect.body());
        int ply = effect.ply().orElseThrow();
        boolean mine = store.inTransaction(em -> {
            if (!owing.outbox().deliveredIn(em, effect.id(), owing.process(), Optional.empty(), Optional.empty(),
                    Outbox.Outcome.DELIVERED, Optional.of("its posts are owed"))) {
                return false;
            }
            GameView now = games.find(em, effect.gameId().orElseThrow());
            GameView before = now.upTo(moved.fromPly());
            GameView after = now.upTo(ply);
            List<DrawOffer> lapsed = moved.lapsedOffers().stream().map(id -> em.find(DrawOffer.class, id)).toList();
            String mover = boards.nameOf(moverOf(before));
            after(plies -> Moves.played(mover, plies)).follow(em, before, new MoveOutcome.Applied(after,
                    after.game().plies().subList(moved.fromPly(), ply), lapsed));
            return true;
        });
        return new Post.Skip(mine ? "its posts are owed" : "another process owed its posts");
    }

    /** A server's daily puzzle, in the channel it named. */
    private Post dailyPuzzle(Outbox.Effect effect) {
        return puzzleStore.find(Long.parseLong(effect.body())).<Post>map(p -> new Post.Message(
                        effect.channelId().orElseThrow(), puzzles.shown(p, Texts.post("puzzle.daily-heading"), puzzleStore.tryButtonOf(p.id())),
                        Optional.empty()))
                .orElseGet(() -> new Post.Skip("puzzle " + effect.body() + " is gone"));
    }

    /** A reminder, unless its turn was played or the game ended before it could be said. */
    private Post reminder(Outbox.Effect effect) {
        GameView view = games.find(effect.gameId().orElseThrow()).orElseThrow();
        if (view.plyCount() != effect.ply().orElseThrow() || view.game().isOver() || view.deadline().isEmpty()
                || view.game().toMove().isEmpty() || placeOf(view).isEmpty()) {
            return new Post.Skip("the turn it reminded of was played, or the game ended");
        }
        Instant deadline = view.deadline().get();
        return new Post.Message(placeOf(view).get(), new Result.Announcement(Texts.post("reminder",
                String.valueOf(view.id()), Texts.place().title(view.game().rules()),
                String.valueOf(deadline.getEpochSecond())),
                boards.discordIdOf(view.playerOf(view.game().toMove().get()))), notice(view.id(), view.placeNote()));
    }

    /**
     * What heads a game's next post in its place while the game's note says what went wrong with
     * its place: said once, by the first post that gets there.
     */
    static Optional<String> notice(long gameId, Optional<String> placeNote) {
        return placeNote.map(note -> Texts.post("place.note", String.valueOf(gameId), note));
    }

    private Post edit(Outbox.Effect effect) {
        Outbox.Effect shown = owing.outbox().find(effect.refersTo().orElseThrow()).orElseThrow();
        if (shown.messageId().isEmpty() || shown.channelId().isEmpty()) {
            return new Post.Skip("the message it would settle was never posted");
        }
        return new Post.Edit(shown.channelId().get(), shown.messageId().get(), effect.body());
    }

    /** Whether the computer is to move in {@code gameId}, now that its board is posted. */
    boolean computerToMove(long gameId) {
        // Asked after every board delivered: most games have no computer, which one read tells.
        return store.read(em -> em.createQuery("select count(c) from ComputerSeat c where c.key.gameId = :id",
                        Long.class).setParameter("id", gameId).getSingleResult() > 0)
                && games.find(gameId).flatMap(GameView::computerToMove).isPresent();
    }
}
