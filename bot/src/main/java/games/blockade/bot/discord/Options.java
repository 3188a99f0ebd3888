package games.blockade.bot.discord;

import games.blockade.bot.service.Person;
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

    private Options() {
    }

    static OptionData game() {
        return new OptionData(OptionType.INTEGER, GAME, "The game's number, where you play several here", false)
                .setMinValue(1);
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
