package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import java.util.Optional;

/**
 * Checks on what people type before it reaches the rules or the store: the rules parse every
 * command strictly, so these only bound size and shape, and say plainly what is wrong.
 */
public final class Inputs {

    /** Longer than any turn of any game, piecepack's whole setup included. */
    public static final int MAX_COMMAND = 300;
    /** Longer than any other option's sensible value: a computer level, a variant's name, a clock. */
    public static final int MAX_OPTION = 40;
    /** Button ids are the bot's own tokens: 24 URL-safe base64 characters, up to Discord's 100. */
    private static final int MAX_BUTTON_ID = 100;

    private Inputs() {
    }

    /** Why a move command cannot be a move, or empty when it may be one. */
    public static Optional<String> commandProblem(String command) {
        if (command == null || command.isBlank()) {
            return Optional.of(Texts.reply("refused.move-empty"));
        }
        if (command.length() > MAX_COMMAND) {
            return Optional.of(Texts.reply("refused.move-long", command.length(), MAX_COMMAND));
        }
        if (hasControl(command)) {
            return Optional.of(Texts.reply("refused.move-control"));
        }
        return Optional.empty();
    }

    /**
     * Why a text typed in a command's option cannot be read, or empty: the move has its own checks
     * above; any other option (a level, a variant, a clock) is one short line.
     */
    public static Optional<String> optionProblem(String option, String text) {
        if (option.equals("move")) {
            return commandProblem(text);
        }
        if (text.length() > MAX_OPTION) {
            return Optional.of(Texts.reply("refused.option-long", option, text.length(), MAX_OPTION));
        }
        if (hasControl(text)) {
            return Optional.of(Texts.reply("refused.option-control", option));
        }
        return Optional.empty();
    }

    /** Why a game number cannot name a game, or empty. */
    public static Optional<String> gameNumberProblem(Optional<Long> gameId) {
        return gameId.filter(id -> id < 1).map(id -> Texts.reply("refused.game-number", String.valueOf(id)));
    }

    private static boolean hasControl(String text) {
        return text.codePoints().anyMatch(c -> Character.isISOControl(c) || Character.getType(c) == Character.FORMAT);
    }

    /** Whether a button id has the shape of one the bot made. */
    public static boolean plausibleButtonId(String customId) {
        return customId != null && !customId.isEmpty() && customId.length() <= MAX_BUTTON_ID
                && customId.chars().allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_'));
    }
}
