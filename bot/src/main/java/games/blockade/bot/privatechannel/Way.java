package games.blockade.bot.privatechannel;

import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * How the bot posts into a place: as messages of its own where it is a member (a server's channel,
 * its own DM with a person), or as follow-ups of interactions where it may only answer (a DM or
 * group DM between people).
 */
public interface Way {

    /** Posts {@code message}; {@code nonce} keeps a repeated post single where Discord honours one. */
    long send(MessageCreateData message, String nonce);

    /** Replaces a message the bot made there. */
    void edit(long messageId, MessageEditData message);

    /** Messages of the bot's own in {@code channel}. */
    static Way of(MessageChannel channel) {
        return new Way() {
            @Override
            public long send(MessageCreateData message, String nonce) {
                return channel.sendMessage(message).setNonce(nonce).complete().getIdLong();
            }

            @Override
            public void edit(long messageId, MessageEditData message) {
                channel.editMessageById(messageId, message).complete();
            }
        };
    }

    /**
     * No way into a channel between people now: no interaction answered there has a token with a
     * follow-up left. What is owed waits for the next interaction there.
     */
    final class NoWayIn extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public NoWayIn(String why) {
            super(why, null, false, false);
        }
    }
}
