package games.blockade.bot.ops;

import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.LoadDriver;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.config.StoreSettings;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A move through Blockade beside the least a JDA bot can do ({@link BareBot}), in one run through
 * one fake Discord: the bare bot answers the same commands at the same rate first, then Blockade
 * plays them as moves of its games ({@link BotLoad}), then the bare bot once more, so that a
 * machine that got busier or quieter during the run shows as two different bare figures.
 */
final class BotSpeed {

    /** The bare bot before and after, and Blockade between them. */
    record Comparison(LoadDriver.Report bareBefore, BotLoad.Outcome blockade, LoadDriver.Report bareAfter) {

        /** Blockade's median over the bare bot's, against the faster of its two rounds. */
        double medianRatio() {
            return ratio(blockade.report().p50(), bareBefore.p50(), bareAfter.p50());
        }

        double p95Ratio() {
            return ratio(blockade.report().p95(), bareBefore.p95(), bareAfter.p95());
        }

        private static double ratio(Duration blockade, Duration before, Duration after) {
            return blockade.toNanos() / (double) Math.min(before.toNanos(), after.toNanos());
        }

        String describe() {
            return String.format("bare bot before: %s%nBlockade: %s; %d boards with pictures%nbare bot after: %s%n"
                            + "Blockade over the bare bot: median %.2fx, p95 %.2fx", bareBefore, blockade.report(),
                    blockade.pictures(), bareAfter, medianRatio(), p95Ratio());
        }
    }

    private BotSpeed() {
    }

    static Comparison run(BotLoad.Size size, StoreSettings database) throws InterruptedException, Rejection {
        byte[] picture = picture();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            LoadDriver.Report before = bare(discord, size, picture);
            BotLoad.Outcome blockade = BotLoad.run(discord, size, database, 0);
            LoadDriver.Report after = bare(discord, size, picture);
            return new Comparison(before, blockade, after);
        }
    }

    /** The same commands as Blockade's run, from as many people at the same rate, answered by the bare bot. */
    private static LoadDriver.Report bare(FakeDiscord discord, BotLoad.Size size, byte[] picture)
            throws InterruptedException, Rejection {
        try (BareBot bot = BareBot.start(discord, picture)) {
            discord.awaitCommands(Duration.ofSeconds(30));
            LoadDriver driver = new LoadDriver(discord);
            List<String> line = BotLoad.line(size);
            // The same commands as Blockade's: a turn to warm up, then the measured turns.
            driver.run(size.games() * 2, size.warmPerSecond(), size.games() * 2 * size.warmTurns(), Duration.ofSeconds(30),
                    BotLoad.moves(size, line, 0));
            return driver.run(size.games() * 2, size.perSecond(), size.commands(), Duration.ofSeconds(30),
                    BotLoad.moves(size, line, size.warmTurns()));
        }
    }

    /** A board as a move's answer shows one: retreat a few moves in, drawn at Discord's preview width. */
    private static byte[] picture() throws Rejection {
        RetreatRules rules = new RetreatRules();
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), Side.ONE);
        for (String move : BotLoad.LINE.subList(0, 4)) {
            game = game.play(move);
        }
        return Pictures.png(Pictures.scene(game, Optional.of(Side.ONE)), Pictures.PREVIEW_WIDTH);
    }
}
