package games.blockade.bot.service;

import games.blockade.bot.language.RulesFiles;
import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Texts;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.PlayerRecord;
import games.blockade.store.repository.PlayerRepository;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What players look up rather than do: their games, a game's rules, ratings and records, leaderboards. */
public final class InfoService {

    /** Leaderboards list this many players. */
    public static final int LEADERBOARD_SIZE = 10;
    /** At most this many games are listed, the longest untouched first. */
    static final int MAX_GAMES_LISTED = 20;
    /** A rating whose deviation is above this is marked provisional. */
    static final double SETTLED_DEVIATION = 110;

    private final Store store;
    private final GameRepository games;
    private final PlayerRepository players;
    private final ArchiveQueries archive;
    private final Settings settings;
    private final Boards boards;

    InfoService(Parts parts) {
        this.store = parts.store();
        this.games = parts.games();
        this.players = parts.players();
        this.archive = new ArchiveQueries(store);
        this.settings = parts.settings();
        this.boards = parts.boards();
    }

    /**
     * The asker's games in play: number, game, opponent, whose turn, where it is played, and what
     * went wrong with that place if the bot could not post there.
     */
    public Result games(Person who) {
        Optional<Player> player = players.byDiscordId(who.discordId());
        List<Long> ids = player.map(p -> archive.activeGames(p.id())).orElse(List.of());
        if (ids.isEmpty()) {
            return new Result.Info(Texts.reply("games.none"));
        }
        long me = player.get().id();
        List<String> lines = new ArrayList<>();
        for (long id : ids.subList(0, Math.min(ids.size(), MAX_GAMES_LISTED))) {
            games.find(id).ifPresent(game -> lines.add(line(game, me)));
        }
        String more = ids.size() > MAX_GAMES_LISTED ? Texts.reply("games.more", ids.size() - MAX_GAMES_LISTED) : "";
        return new Result.Info(Texts.reply("games.heading", ids.size()) + "\n" + String.join("\n", lines) + more);
    }

    private String line(GameView game, long me) {
        Rules<?, ?> rules = game.game().rules();
        Side mine = game.sideOf(me).orElseThrow();
        String opponent = boards.nameOf(game, mine.other());
        String turn = game.game().toMove().map(side -> side == mine ? Texts.reply("games.your-turn")
                : Texts.reply("games.their-turn", opponent)).orElseGet(() -> Texts.reply("games.dice"));
        String place = game.threadId().or(game::channelId).map(id -> Texts.reply("games.in", String.valueOf(id)))
                .orElse("");
        String trouble = game.placeNote().map(note -> Texts.reply("games.note", note)).orElse("");
        return Texts.reply("games.line", String.valueOf(game.id()), Texts.person().title(rules),
                Texts.person().side(rules, mine), opponent, turn, place, trouble);
    }

    /** How a game is played, in short, with its presets, the computer's levels and a link to the full rules. */
    public Result rules(String game) {
        Rules<?, ?> rules;
        try {
            rules = Games.byId(game);
        } catch (Rejection e) {
            return new Result.Refused(Texts.refused(e.refusal()));
        }
        Messages words = Texts.person();
        String presets = rules.presets().stream().map(p -> "`" + p.name() + "` "
                        + words.text("preset." + rules.id() + "." + p.name()))
                .collect(Collectors.joining("; "));
        return new Result.Info(words.text("rules.info", words.title(rules), rules.id(), summary(rules.id(), words),
                presets, String.join(", ", rules.levels()), settings.rulesLink(rules.id())));
    }

    /** The first paragraph of the game's rules text, the one the web app shows in full. */
    static String summary(String game, Messages words) {
        try (InputStream in = InfoService.class.getResourceAsStream("/rules/" + RulesFiles.name(game, words.locale()))) {
            if (in == null) {
                throw new IllegalStateException("the rules text of " + game + " was not packed into the bot");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String[] paragraphs = text.strip().split("\\R\\s*\\R");
            return paragraphs.length < 2 ? "" : paragraphs[1].replaceAll("\\s*\\R\\s*", " ").strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A player's rating and wins, losses and draws in each game they have played. */
    public Result stats(Person whom) {
        Optional<Player> player = players.byDiscordId(whom.discordId());
        if (player.isEmpty()) {
            return new Result.Info(Texts.reply("stats.none", whom.name()));
        }
        long id = player.get().id();
        // The computer's account is the computer at every level, named as such.
        String name = archive.isComputer(id) ? Computer.NAME : player.get().displayName();
        List<String> lines = new ArrayList<>();
        for (Rules<?, ?> rules : Games.all()) {
            PlayerRecord record = archive.record(id, rules.id());
            Optional<Rating> rating = store.read(em -> Optional.ofNullable(
                    em.find(Rating.class, new Rating.Key(id, rules.id()))));
            if (record.games() == 0 && rating.isEmpty()) {
                continue;
            }
            String rated = rating.map(r -> Texts.reply("stats.rating", rating(r.value().rating(), r.value().deviation())))
                    .orElseGet(() -> Texts.reply("stats.unrated"));
            lines.add(Texts.reply("stats.line", Texts.person().title(rules), rated, record.wins(), record.losses(),
                    record.draws()));
        }
        if (lines.isEmpty()) {
            return new Result.Info(Texts.reply("stats.no-games", name));
        }
        return new Result.Info("**" + name + "**\n" + String.join("\n", lines));
    }

    /** The best-rated players of a game, highest first. */
    public Result leaderboard(String game) {
        Rules<?, ?> rules;
        try {
            rules = Games.byId(game);
        } catch (Rejection e) {
            return new Result.Refused(Texts.refused(e.refusal()));
        }
        List<LeaderboardEntry> top = archive.leaderboard(rules.id(), Glicko2.STANDARD.initial().deviation(),
                Optional.empty(), LEADERBOARD_SIZE).items();
        if (top.isEmpty()) {
            return new Result.Info(Texts.reply("leaderboard.none", Texts.person().title(rules)));
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < top.size(); i++) {
            LeaderboardEntry entry = top.get(i);
            lines.add(Texts.reply("leaderboard.line", i + 1, entry.displayName(), rating(entry.rating(),
                    entry.deviation()), entry.games()));
        }
        return new Result.Info(Texts.reply("leaderboard.heading", Texts.person().title(rules)) + "\n"
                + String.join("\n", lines));
    }

    /** A rating as a whole number, with a question mark while it is still provisional. */
    static String rating(double rating, double deviation) {
        return String.format(Locale.ROOT, "%.0f%s", rating, deviation > SETTLED_DEVIATION ? "?" : "");
    }
}
