package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A real JDA 6 bot logs in to the fake and uses every kind of interaction the product needs. */
class JdaAgainstFakeDiscordTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static FakeDiscord discord;
    private static JDA jda;

    @BeforeAll
    static void connect() throws InterruptedException {
        discord = FakeDiscord.start(FakeDiscord.options());
        jda = JdaConnection.pointAt(JDABuilder.createLight(discord.token(), List.of(GatewayIntent.GUILD_MESSAGES)),
                discord.apiUrl(), discord.gatewayUrl()).addEventListeners(new TestBot()).build().awaitReady();
        discord.awaitCommands(WAIT);
    }

    @AfterAll
    static void disconnect() {
        if (jda != null) {
            jda.shutdownNow();
        }
        if (discord != null) {
            discord.close();
        }
    }

    @Test
    void botLogsInAndSeesTheTestGuildWithItsChannels() {
        assertTrue(discord.requests().stream().anyMatch(r -> r.path().equals("/api/v10/users/@me")));
        assertEquals(1, jda.getGuilds().size());
        assertEquals("Blockade Club", jda.getGuilds().get(0).getName());
        assertEquals(List.of("general", "blockade"),
                jda.getGuilds().get(0).getTextChannels().stream().map(c -> c.getName()).toList());
        assertEquals("blockade", discord.commands(0).get(0).path("name").asText());
    }

    @Test
    void slashCommandRepliesWithAPictureAnEmbedButtonsAndAMenu() {
        Message reply = discord.user("alice").in("blockade").slash("blockade", "board", Map.of()).awaitReply(WAIT);

        BufferedImage board = reply.attachments().get(0).image();
        assertEquals(100, board.getWidth());
        assertEquals("board.png", reply.attachments().get(0).filename());
        assertEquals("Retreat to Advance", reply.embeds().get(0).title().orElseThrow());
        assertEquals("attachment://board.png", reply.embeds().get(0).imageUrl().orElseThrow());
        assertEquals("resign", reply.button("Resign").customId());
        assertEquals(List.of("BB3-5", "C2-3"), reply.select("pick-move").options().stream()
                .map(Component.Option::value).toList());
        assertFalse(reply.ephemeral());
        assertEquals(discord.channel("blockade").id(), reply.channelId());
    }

    @Test
    void subcommandOptionsReachTheBotAndMentionsAreRecorded() {
        FakeUser bob = discord.user("bob");
        Message reply = bob.slash("blockade", "move", Map.of("move", "C2-3")).awaitReply(WAIT);

        assertEquals(bob.account().mention() + " played C2-3", reply.content());
        assertTrue(reply.mentions(bob.account()));
    }

    @Test
    void autocompleteReturnsTheBotsChoicesForWhatWasTyped() {
        List<Interaction.Choice> choices = discord.user("alice").autocomplete("blockade", "move", "move", "b",
                Map.of());

        assertEquals(List.of("BB3-5", "B1-3", "B3-5"), choices.stream().map(Interaction.Choice::value).toList());
    }

    @Test
    void userAndChoiceOptionsAreResolvedAsDiscordSendsThem() {
        FakeUser alice = discord.user("alice");
        DiscordUser carol = discord.user("carol").account();
        Message reply = alice.slash("blockade", "challenge", Map.of("opponent", carol, "game", "retreat"))
                .awaitReply(WAIT);

        assertEquals(alice.account().mention() + " challenges " + carol.mention() + " to retreat", reply.content());
        assertThrows(IllegalArgumentException.class,
                () -> alice.slash("blockade", "challenge", Map.of("opponent", carol, "game", "chess")));
    }

    @Test
    void buttonClickAndMessageUpdateAndSelectMenuReachTheBot() {
        FakeUser alice = discord.user("alice");
        Message board = alice.slash("blockade", "board", Map.of()).awaitReply(WAIT);

        Message resigned = alice.click(board, "Resign").awaitReply(WAIT);
        assertEquals(alice.account().mention() + " resigned", resigned.content());

        Interaction refresh = alice.click(board, "Refresh");
        Message updated = refresh.awaitReply(WAIT);
        assertEquals(board.id(), updated.id());
        assertEquals("Refreshed by alice", updated.content());
        assertEquals(Integer.valueOf(7), refresh.callbackType().orElseThrow());

        Message picked = alice.select(board, "pick-move", "C2-3").awaitReply(WAIT);
        assertEquals("You picked C2-3", picked.content());
        assertTrue(picked.ephemeral());
        assertFalse(picked.visibleTo(discord.user("bob").account()));
    }

    @Test
    void deferredReplyIsAnsweredByEditingTheOriginalWithAnAnimation() {
        Interaction slow = discord.user("alice").slash("blockade", "slow", Map.of());
        Message reply = slow.awaitReply(WAIT);

        assertTrue(slow.deferred());
        assertEquals("Here it is", reply.content());
        assertEquals("replay.gif", reply.attachments().get(0).filename());
        assertEquals(20, reply.attachments().get(0).image().getHeight());
        assertTrue(reply.edited().isPresent());
        discord.awaitRequest(r -> r.method().equals("PATCH") && r.path().endsWith("/messages/@original")
                && r.files().contains("replay.gif"), WAIT);
    }

    @Test
    void ephemeralReplyIsVisibleOnlyToItsUser() {
        FakeUser alice = discord.user("alice");
        Message secret = alice.slash("blockade", "secret", Map.of()).awaitReply(WAIT);

        assertTrue(secret.ephemeral());
        assertTrue(secret.visibleTo(alice.account()));
        assertFalse(secret.visibleTo(discord.user("bob").account()));
    }

    @Test
    void botPostsIntoTheChannelAndReacts() {
        FakeUser dave = discord.user("dave").in("general");
        dave.slash("blockade", "announce", Map.of()).awaitReply(WAIT);

        Message posted = discord.awaitMessage(m -> m.content().equals("Attention, " + dave.account().mention())
                && !m.reactions().isEmpty(), WAIT);
        assertEquals(discord.channel("general").id(), posted.channelId());
        assertEquals(0, posted.interactionId());
        assertTrue(posted.reactions().get("\u2705").contains(discord.bot().id()));
    }

    @Test
    void botOpensAThreadAndWritesInIt() {
        FakeUser erin = discord.user("erin").in("blockade");
        Message reply = erin.slash("blockade", "thread", Map.of("name", "erin-vs-bot")).awaitReply(WAIT);

        Channel thread = discord.channel("erin-vs-bot");
        assertTrue(thread.isThread());
        assertEquals(discord.channel("blockade").id(), thread.parentId());
        assertEquals("Opened <#" + Long.toUnsignedString(thread.id()) + ">", reply.content());
        assertEquals("Game on, " + erin.account().mention(), discord.messages(thread).get(0).content());
        // commands also work inside the thread the bot has just learned of
        assertEquals("pong", erin.in(thread).slash("blockade", "ping", Map.of()).awaitReply(WAIT).content());
    }

    @Test
    void botSendsADirectMessage() {
        FakeUser frank = discord.user("frank");
        frank.slash("blockade", "dm", Map.of()).awaitReply(WAIT);

        Channel dm = discord.dmWith(frank.account()).orElseThrow();
        assertEquals("Your turn", discord.messages(dm).get(0).content());
        assertEquals("pong", frank.inDm().slash("blockade", "ping", Map.of()).awaitReply(WAIT).content());
    }

    @Test
    void commandsAreCheckedAgainstWhatTheBotRegistered() {
        FakeUser alice = discord.user("alice");
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> alice.slash("blockade", "castle", Map.of()));
        assertTrue(unknown.getMessage().contains("has no subcommand 'castle'"), unknown.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> alice.slash("blockade", "move", Map.of()));
        assertTrue(missing.getMessage().contains("needs option 'move'"), missing.getMessage());
        assertThrows(IllegalArgumentException.class, () -> alice.slash("chess", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> alice.slash("blockade", Map.of()));
    }

    @Test
    void botResumesItsSessionAfterAReconnectRequest() {
        int before = discord.resumes();
        discord.requestReconnect();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (discord.resumes() == before && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(before + 1, discord.resumes());
        assertEquals("pong", discord.user("alice").slash("blockade", "ping", Map.of()).awaitReply(WAIT).content());
    }
}
