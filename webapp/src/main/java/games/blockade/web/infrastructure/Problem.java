package games.blockade.web.infrastructure;

import games.blockade.rules.language.Refusal;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import java.util.Arrays;

/**
 * A request the site answers with an error status and a message for the person who sent it: a
 * missing game or player, or a query parameter that makes no sense. The message is a key of the
 * site's words and its arguments, said when the answer is made: on a page in the reader's
 * language, in the JSON API in English. Its exception message is the English, for logs.
 */
public final class Problem extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String key;
    private final transient Object[] arguments;

    private Problem(int status, String key, Object... arguments) {
        super(null, null, false, false);
        this.status = status;
        this.key = key;
        this.arguments = arguments.clone();
    }

    /** Nothing here: {@code problem.<key>} of the site's words, with its arguments. */
    public static Problem notFound(String key, Object... arguments) {
        return new Problem(404, key, arguments);
    }

    /** A request that makes no sense: {@code problem.<key>} of the site's words, with its arguments. */
    public static Problem badRequest(String key, Object... arguments) {
        return new Problem(400, key, arguments);
    }

    /** The same message as a bad request: what is missing as a page is a wrong filter in a query. */
    public Problem asBadRequest() {
        return new Problem(400, key, arguments);
    }

    public int status() {
        return status;
    }

    /** The message in {@code words}' language; a refusal of the rules among the arguments is said in it too. */
    public String say(Words words) {
        Object[] said = Arrays.stream(arguments)
                .map(argument -> argument instanceof Refusal refusal ? words.refusal(refusal) : argument).toArray();
        return words.t("problem." + key, said);
    }

    @Override
    public String getMessage() {
        return say(Words.in(SiteLanguages.ENGLISH));
    }
}
