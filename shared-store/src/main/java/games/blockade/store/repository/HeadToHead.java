package games.blockade.store.repository;

/** One player's results against another in one game, from the first player's side. */
public record HeadToHead(int wins, int losses, int draws) {
}
