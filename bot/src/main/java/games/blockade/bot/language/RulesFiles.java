package games.blockade.bot.language;

import java.util.Locale;

/**
 * Where a game's rules text is in a language: {@code docs/rules/<game>.md} in English, and
 * {@code docs/rules/<game>.<tag>.md} in each other language ({@code retreat.pt-BR.md}), the files
 * the web app's rules pages show too.
 */
public final class RulesFiles {

    private RulesFiles() {
    }

    public static String name(String game, Locale language) {
        return language.equals(Languages.ENGLISH) ? game + ".md" : game + "." + language.toLanguageTag() + ".md";
    }
}
