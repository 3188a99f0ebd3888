package games.blockade.rules.backgammon;

import games.blockade.rules.Preset;

import java.util.Locale;

/** The ways to play: the basic game and the seed's two variants, chosen at the challenge. */
public enum Variant {
    BASIC("one die per turn; its points shift pieces or pay for leaps"),
    BUNGIE("Bungie Battle: roll one die to shift only, or declare a leap and race dice against the facing row"),
    SUPERPUSH("Super Push: two dice; one pays only for shifts, the other only for leaps");

    private final String summary;

    Variant(String summary) {
        this.summary = summary;
    }

    /** The variant's name in notation, presets and position texts. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Preset preset() {
        return new Preset(id(), summary);
    }

    static Variant of(String id) {
        for (Variant variant : values()) {
            if (variant.id().equalsIgnoreCase(id)) {
                return variant;
            }
        }
        return null;
    }
}
