package games.blockade.bot.service;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What delivering an owed effect posts in Discord, for the adapter to do. */
public sealed interface Post {

    /**
     * A message in a channel or thread, headed by {@code notice} where there is news of its game's
     * place (what went wrong there since the last post that reached it).
     */
    record Message(long channelId, Result content, Optional<String> notice) implements Post {
        public Message {
            Objects.requireNonNull(content);
            Objects.requireNonNull(notice);
        }
    }

    /**
     * A game's place: {@code announcement} in the channel, calling {@code players}, a thread named
     * {@code threadName} started from it where games get threads, and the first board in it.
     */
    record Open(long gameId, long channelId, String announcement, List<Long> players, String threadName,
                Result.Board board) implements Post {
        public Open {
            Objects.requireNonNull(announcement);
            players = List.copyOf(players);
            Objects.requireNonNull(threadName);
            Objects.requireNonNull(board);
        }
    }

    /**
     * A tournament's post in {@code channelId}, with a thread named {@code threadName} started from
     * it for the tournament's news.
     */
    record Tournament(long tournamentId, long channelId, Result.SignUp content, String threadName) implements Post {
        public Tournament {
            Objects.requireNonNull(content);
            Objects.requireNonNull(threadName);
        }
    }

    /** A message rewritten whole: its words and buttons now {@code content}'s. */
    record Rewrite(long channelId, long messageId, Result content) implements Post {
        public Rewrite {
            Objects.requireNonNull(content);
        }
    }

    /** An old message settled: its words replaced by {@code text}, its buttons gone. */
    record Edit(long channelId, long messageId, String text) implements Post {
        public Edit {
            Objects.requireNonNull(text);
        }
    }

    /** Nothing to post, the effect being overtaken, for the reason given. */
    record Skip(String why) implements Post {
        public Skip {
            Objects.requireNonNull(why);
        }
    }
}
