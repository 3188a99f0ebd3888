package games.blockade.bot.discord;

import games.blockade.bot.service.Person;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import java.util.Optional;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.commands.CommandInteractionPayload;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;

/** The options several subcommands share, and who is asking. */
final class Options {

    static final String GAME = "game";
    static final String KIND = "game";

    private Options() {
    }

    static OptionData game() {
        return new OptionData(OptionType.INTEGER, GAME, "The game's number, where you play several here", false)
                .setMinValue(1);
    }

    /** Which game, by id, as a required choice of every registered game. */
    static OptionData kind(String description) {
        OptionData kind = new OptionData(OptionType.STRING, KIND, description, true);
        for (Rules<?, ?> rules : Games.all()) {
            kind.addChoice(rules.title(), rules.id());
        }
        return kind;
    }

    static String kind(CommandInteractionPayload event) {
        return event.getOption(KIND).getAsString();
    }

    static Optional<Long> game(CommandInteractionPayload event) {
        return Optional.ofNullable(event.getOption(GAME)).map(OptionMapping::getAsLong);
    }

    static Person person(User user) {
        return new Person(user.getIdLong(), user.getEffectiveName());
    }

    static Person asker(Interaction event) {
        return person(event.getUser());
    }

    static long channel(Interaction event) {
        return event.getChannelIdLong();
    }
}
