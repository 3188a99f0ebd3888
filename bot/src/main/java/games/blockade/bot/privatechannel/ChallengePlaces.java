package games.blockade.bot.privatechannel;

import games.blockade.bot.language.Texts;
import java.util.Objects;
import java.util.Optional;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionContextType;

/**
 * Where a challenge made by an interaction is played (docs/decisions/private-channels.md): in the
 * server channel it was made in, where the server installed the bot; in a DM or group DM between
 * people, there; against the computer from a private channel, in the asker's DM with the bot, where
 * the bot posts freely. A server where only the asker's account has the app cannot hold a game, nor
 * can the bot's DM hold one against a person, who could not see it.
 */
public final class ChallengePlaces {

    /** Where the challenge goes, or why it cannot be made here. */
    public sealed interface Placing {
        /** Played in {@code channelId}; {@code elsewhere} when that is not where the challenge was made. */
        record At(long channelId, boolean elsewhere) implements Placing {
        }

        record Refused(String why) implements Placing {
            public Refused {
                Objects.requireNonNull(why);
            }
        }
    }

    /**
     * Why nothing that posts by itself (a game, a tournament, a daily puzzle) can be started where
     * only the asker's account, not the server, has the app; empty where the server has the bot.
     */
    public static Optional<String> serverWithoutBot(Interaction event) {
        return event.getContext() == InteractionContextType.GUILD && !event.getIntegrationOwners().isGuildIntegration()
                ? Optional.of(Texts.reply("place.server-without-bot")) : Optional.empty();
    }

    private final PrivateChannels channels;

    public ChallengePlaces(PrivateChannels channels) {
        this.channels = channels;
    }

    public Placing of(Interaction event, boolean againstComputer) {
        long here = event.getChannelIdLong();
        long asker = event.getUser().getIdLong();
        switch (event.getContext()) {
            case BOT_DM:
                if (!againstComputer) {
                    return new Placing.Refused(Texts.reply("place.person-in-bot-dm"));
                }
                channels.botDm(here, asker);
                return new Placing.At(here, false);
            case PRIVATE_CHANNEL:
                if (!againstComputer) {
                    channels.people(here);
                    return new Placing.At(here, false);
                }
                try {
                    PrivateChannel dm = event.getUser().openPrivateChannel().complete();
                    channels.botDm(dm.getIdLong(), asker);
                    return new Placing.At(dm.getIdLong(), true);
                } catch (ErrorResponseException e) {
                    return new Placing.Refused(Texts.reply("place.no-dm", e.getMeaning()));
                }
            default:
                return serverWithoutBot(event).<Placing>map(Placing.Refused::new)
                        .orElseGet(() -> new Placing.At(here, false));
        }
    }
}
