package games.blockade.bot.privatechannel;

import java.util.Optional;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The ways into the private channels games are played in: the bot's own DM with a person, opened
 * by the person's id (the bot keeps no cache of DMs), and a DM or group DM between people, through
 * the tokens of the interactions answered there (docs/decisions/private-channels.md).
 */
public final class PrivateWays {

    private final PrivateChannels channels;

    public PrivateWays(PrivateChannels channels) {
        this.channels = channels;
    }

    public PrivateChannels channels() {
        return channels;
    }

    /**
     * The way into {@code channelId}, if it is a private channel games are played in; in a channel
     * between people, through {@code answering} (the token of the interaction being answered there)
     * where there is one, else through the newest token answered there with a follow-up left.
     */
    public Optional<Way> into(JDA jda, long channelId, Optional<String> answering) {
        return channels.kind(channelId).map(kind -> switch (kind) {
            case BOT_DM -> Way.of(jda.openPrivateChannelById(channels.personOf(channelId).orElseThrow()).complete());
            case PEOPLE -> people(jda, channelId, answering);
        });
    }

    /** A way to a person's DM with the bot, opened now. */
    public Way toPerson(JDA jda, long personId) {
        return Way.of(jda.openPrivateChannelById(personId).complete());
    }

    private Way people(JDA jda, long channelId, Optional<String> answering) {
        return new Way() {
            @Override
            public long send(MessageCreateData message, String nonce) {
                String token = answering.or(() -> channels.followUp(channelId)).orElseThrow(() -> new NoWayIn(
                        "no interaction answered in the last " + PrivateChannels.TOKEN_USE.toMinutes()
                                + " minutes has a follow-up left"));
                // The nonce makes a post repeated after a crash, before it was marked, show once.
                long made = NoncedFollowUp.send(jda, token, message, nonce);
                channels.made(made, token);
                return made;
            }

            @Override
            public void edit(long messageId, MessageEditData message) {
                String token = channels.editor(messageId).orElseThrow(() -> new NoWayIn(
                        "only the interaction that made a message may edit it, for 15 minutes"));
                InteractionHook.from(jda, token).editMessageById(messageId, message).complete();
            }
        };
    }
}
