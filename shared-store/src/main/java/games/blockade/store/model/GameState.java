package games.blockade.store.model;

public enum GameState {
    ACTIVE, FINISHED
}
