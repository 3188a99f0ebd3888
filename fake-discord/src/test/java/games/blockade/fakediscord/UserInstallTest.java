package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An app installed to users as well as to servers: the fake records where its commands may be used,
 * tells the bot each interaction's context and who authorised it, and lets an app that is no member
 * of a DM or group DM between people do there only what Discord lets it: answer.
 */
class UserInstallTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static FakeDiscord discord;
    private static JDA jda;

    /** Registers /everywhere for both installs and every context, /server for guild installs only. */
    private static final class Bot extends ListenerAdapter {
        @Override
        public void onReady(ReadyEvent event) {
            event.getJDA().updateCommands().addCommands(
                    Commands.slash("everywhere", "Works where you are")
                            .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL)
                            .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM,
                                    InteractionContextType.PRIVATE_CHANNEL),
                    Commands.slash("server", "Only where a server installed the app")
                            .setContexts(InteractionContextType.GUILD)).queue();
        }

        @Override
        public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
            event.reply(event.getContext() + " user:" + event.getIntegrationOwners().isUserIntegration()
                    + " guild:" + event.getIntegrationOwners().isGuildIntegration() + " channel:"
                    + event.getChannelType()).queue();
        }
    }

    @BeforeAll
    static void connect() throws InterruptedException {
        discord = FakeDiscord.start(FakeDiscord.options());
        jda = JdaConnection.pointAt(JDABuilder.createLight(discord.token(), List.of()), discord.apiUrl(),
                discord.gatewayUrl()).addEventListeners(new Bot()).build().awaitReady();
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
    void theFakeKeepsTheInstallsAndContextsACommandWasRegisteredFor() {
        var everywhere = discord.commands(0).stream().filter(c -> c.path("name").asText().equals("everywhere"))
                .findFirst().orElseThrow();
        assertEquals("[0,1]", everywhere.path("integration_types").toString());
        assertEquals("[0,1,2]", everywhere.path("contexts").toString());
    }

    @Test
    void eachInteractionSaysWhereItHappenedAndWhoAuthorisedIt() {
        FakeUser dora = discord.user("dora").installApp();
        FakeUser eve = discord.user("eve").installApp();
        Channel group = discord.privateChannel("dora, eve and finn", dora.account(), eve.account(),
                discord.user("finn").account());
        Channel pair = discord.privateChannel("dora and eve", dora.account(), eve.account());

        assertEquals("GUILD user:true guild:true channel:TEXT",
                dora.in("general").slash("everywhere", Map.of()).awaitReply(WAIT).content());
        assertEquals("BOT_DM user:true guild:true channel:PRIVATE",
                dora.inDm().slash("everywhere", Map.of()).awaitReply(WAIT).content());
        assertEquals("PRIVATE_CHANNEL user:true guild:false channel:GROUP",
                dora.in(group).slash("everywhere", Map.of()).awaitReply(WAIT).content());
        assertEquals("PRIVATE_CHANNEL user:true guild:false channel:PRIVATE",
                eve.in(pair).slash("everywhere", Map.of()).awaitReply(WAIT).content());
    }

    @Test
    void inAGuildThatDidNotInstallTheAppOnlyAUsersInstallBringsItAndItMayOnlyAnswer() throws Exception {
        long guild = discord.addGuildWithoutBot("Elsewhere", List.of("lobby"));
        Channel lobby = discord.channels(guild).get(0);
        FakeUser nia = discord.user("nia").installApp().in(lobby);

        Message answer = nia.slash("everywhere", Map.of()).awaitReply(WAIT);
        assertEquals("GUILD user:true guild:false channel:TEXT", answer.content());
        assertTrue(jda.getGuildById(guild) == null, "the bot is told nothing of a guild it is not in");
        assertThrows(IllegalArgumentException.class, () -> discord.user("oli").in(lobby).slash("everywhere", Map.of()));
        assertEquals(403, call("POST", "channels/" + Long.toUnsignedString(lobby.id()) + "/messages",
                "{\"content\":\"hello\"}").statusCode());
    }

    @Test
    void inAPrivateChannelOnlyThoseWhoInstalledTheAppGetItsCommandsAndOnlyThoseRegisteredThere() {
        FakeUser gus = discord.user("gus").installApp();
        FakeUser hal = discord.user("hal");
        Channel group = discord.privateChannel("gus and hal", gus.account(), hal.account(),
                discord.user("ida").account());

        assertThrows(IllegalArgumentException.class, () -> hal.in(group).slash("everywhere", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> gus.in(group).slash("server", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> gus.inDm().slash("server", Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> discord.user("jon").installApp().in(group).slash("everywhere", Map.of()),
                "only members of a group DM act in it");
    }

    @Test
    void anAppThatIsNoMemberMayOnlyAnswerFollowUpFiveTimesAndEditItsAnswersForFifteenMinutes() throws Exception {
        FakeUser kim = discord.user("kim").installApp();
        Channel group = discord.privateChannel("kim, lee and max", kim.account(), discord.user("lee").account(),
                discord.user("max").account());
        Interaction asked = kim.in(group).slash("everywhere", Map.of());
        Message answer = asked.awaitReply(WAIT);
        assertEquals(group.id(), answer.channelId());

        String channel = "channels/" + Long.toUnsignedString(group.id());
        assertEquals(403, call("POST", channel + "/messages", "{\"content\":\"hello\"}").statusCode());
        assertEquals(403, call("POST", channel + "/threads", "{\"name\":\"game\"}").statusCode());
        assertEquals(403, call("PUT", channel + "/messages/" + Long.toUnsignedString(answer.id())
                + "/reactions/%E2%9C%85/@me", "").statusCode());
        HttpResponse<String> missing = call("PATCH", channel + "/messages/" + Long.toUnsignedString(answer.id()),
                "{\"content\":\"edited\"}");
        assertEquals(403, missing.statusCode());
        assertTrue(missing.body().contains("50001"), missing.body());

        String webhook = "webhooks/" + Long.toUnsignedString(discord.applicationId()) + "/" + asked.token();
        for (int i = 1; i <= Interaction.USER_INSTALL_FOLLOW_UPS; i++) {
            assertEquals(200, call("POST", webhook, "{\"content\":\"follow-up " + i + "\"}").statusCode());
        }
        assertEquals(400, call("POST", webhook, "{\"content\":\"one too many\"}").statusCode());
        assertEquals(200, call("PATCH", webhook + "/messages/@original", "{\"content\":\"edited\"}").statusCode());
        assertEquals("edited", discord.allMessages().stream().filter(m -> m.id() == answer.id()).findFirst()
                .orElseThrow().content());

        discord.passTime(Interaction.TOKEN_LIFETIME);
        HttpResponse<String> late = call("PATCH", webhook + "/messages/@original", "{\"content\":\"too late\"}");
        assertEquals(401, late.statusCode());
        assertTrue(late.body().contains("50027"), late.body());
    }

    private static HttpResponse<String> call(String method, String path, String json)
            throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(discord.apiUrl() + path))
                .header("Authorization", "Bot " + discord.token()).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
