package games.blockade.store.tournament;

import games.blockade.store.model.Player;
import games.blockade.tournament.Entrant;
import games.blockade.tournament.Tournament;
import jakarta.persistence.EntityManager;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A tournament as read in one transaction, for whoever shows it (the bot's posts and answers, the
 * web's pages): the tournament, its entrants with the people behind them, every board, and the
 * engine's state once it has started.
 */
public record TournamentView(StoredTournament tournament, List<StoredEntrant> entrants, List<StoredBoard> boards,
                             Optional<Tournament> engine, Map<Long, Player> people) {

    public TournamentView {
        Objects.requireNonNull(tournament);
        entrants = List.copyOf(entrants);
        boards = List.copyOf(boards);
        Objects.requireNonNull(engine);
        people = Map.copyOf(people);
    }

    /** Tournament {@code id} as it stands in the caller's transaction. */
    public static Optional<TournamentView> read(EntityManager em, long id) {
        return TournamentRepository.find(em, id).map(t -> {
            List<StoredEntrant> entrants = TournamentRepository.entrants(em, id);
            Map<Long, Player> people = new LinkedHashMap<>();
            entrants.forEach(e -> e.playerId().ifPresent(p -> people.put(p, em.find(Player.class, p))));
            return new TournamentView(t, entrants, TournamentRepository.boards(em, id),
                    t.startedAt().map(started -> TournamentRepository.engine(em, t)), people);
        });
    }

    public long id() {
        return tournament.id();
    }

    public StoredEntrant entrant(long entrantId) {
        return entrants.stream().filter(e -> e.id() == entrantId).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("tournament " + id() + " has no entrant " + entrantId));
    }

    /** An entrant's name: the person's, or the computer's with its level (and its number, for a second at that level). */
    public String name(long entrantId) {
        return name(entrant(entrantId).kind());
    }

    public String name(Entrant.Kind kind) {
        return kind instanceof Entrant.Person person ? people.get(person.playerId()).displayName()
                : ((Entrant.Computer) kind).named("the computer (" + ((Entrant.Computer) kind).level() + ")");
    }

    /** The person's Discord id; empty for the computer. */
    public Optional<Long> discordId(long entrantId) {
        return entrant(entrantId).playerId().map(p -> people.get(p).discordId());
    }

    /** The last round paired; 0 before the start. */
    public int lastRound() {
        return boards.stream().mapToInt(StoredBoard::round).max().orElse(0);
    }

    /** The boards of round {@code round}, in order. */
    public List<StoredBoard> round(int round) {
        return boards.stream().filter(b -> b.round() == round).toList();
    }
}
