package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * People whose Discord is set to German or Brazilian Portuguese meet the bot in their language: in
 * the command list, and in every answer to them; what the bot posts for everyone is in the server's.
 */
class LanguagesThroughFakeDiscordTest {

    private static final List<String> TRANSLATED = List.of("de", "fr", "es-ES", "pt-BR", "pl");

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    private static FakeUser user(String name, String locale) {
        return running.discord.user(name).in("blockade").speaking(locale);
    }

    @Test
    void theCommandListIsInTheLanguageOfTheClient() {
        List<String> german = user("greta", "de").commandList();
        assertTrue(german.contains("/blockade herausfordern — Fordere ein Mitglied, alle hier oder den Computer zu"
                + " einer Partie heraus"), String.join("\n", german));
        assertTrue(german.contains("  anzug: Wer die Seite mit dem ersten Zug bekommt (Standard: du) [Ich, Mein Gegner,"
                + " Zufall]"), String.join("\n", german));
        assertTrue(german.contains("/blockade turnier erstellen — Ein Turnier anlegen, für das man sich anmelden kann"),
                String.join("\n", german));
        List<String> brazilian = user("joao", "pt-BR").commandList();
        assertTrue(brazilian.contains("/blockade lance — Faça o seu lance"), String.join("\n", brazilian));
        assertTrue(brazilian.contains("  partida: O número da partida, se você joga várias aqui"),
                String.join("\n", brazilian));
        List<String> english = user("ed", "en-GB").commandList();
        assertTrue(english.contains("/blockade move — Play your move"), String.join("\n", english));
    }

    @Test
    void everyNameDescriptionAndChoiceIsTranslatedIntoEveryLanguage() {
        JsonNode command = running.discord.commands(0).stream()
                .filter(c -> c.path("name").asText().equals("blockade")).findFirst().orElseThrow();
        List<String> missing = new ArrayList<>();
        walk(command, "/blockade", missing);
        assertTrue(missing.isEmpty(), String.join("\n", missing));
    }

    private static void walk(JsonNode node, String where, List<String> missing) {
        for (String locale : TRANSLATED) {
            if (!node.path("name_localizations").has(locale)) {
                missing.add(where + " has no name in " + locale);
            }
            if (node.has("description") && !node.path("description_localizations").has(locale)) {
                missing.add(where + " has no description in " + locale);
            }
        }
        node.path("options").forEach(o -> walk(o, where + " " + o.path("name").asText(), missing));
        node.path("choices").forEach(c -> walk(c, where + " [" + c.path("name").asText() + "]", missing));
    }

    @Test
    void aGermanPlayerIsAnsweredInGermanWhereverTheServerSpeaks() {
        FakeUser greta = user("greta", "de");
        Message help = greta.slash("blockade", "help", Map.of()).awaitReply(WAIT);
        assertTrue(help.content().startsWith("**Blockade** — Brettspiele in deinem eigenen Tempo:"), help.content());
        assertTrue(help.content().contains("`retreat` Blockade: Rückzug zum Vormarsch"), help.content());
        Message refused = greta.slash("blockade", "board", Map.of()).awaitReply(WAIT);
        assertEquals("Du hast noch keine Partien; starte eine mit /blockade herausfordern", refused.content());
        Message rules = greta.slash("blockade", "rules", Map.of("game", "walls")).awaitReply(WAIT);
        assertTrue(rules.content().contains("\nVarianten: `standard` 11 × 14 Felder"), rules.content());
        assertTrue(rules.content().contains("\nComputerstufen, die schwächste zuerst: easy, medium, hard."),
                rules.content());
    }

    @Test
    void aBrazilianPlayerIsAnsweredInPortugueseAndTheGermanServerSeesGerman() {
        long guild = running.discord.guildId();
        running.discord.guildLocale(guild, "de");
        try {
            FakeUser joao = user("joao", "pt-BR");
            Interaction challenge = joao.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"));
            Message announcement = challenge.awaitReply(WAIT);
            // The game's opening is for everyone in the server, so it is in the server's language.
            assertTrue(announcement.content().startsWith("Partie "), announcement.content());
            assertTrue(announcement.content().contains(" beginnt: joao (Schwarz) gegen Computer (random) (Weiß), standard,"),
                    announcement.content());
            FakeUser inThread = joao.in(running.threadNamedIn(announcement));
            Message board = running.discord.messages(inThread.channel()).get(0);
            assertTrue(board.content().contains("**Blockade: Rückzug zum Vormarsch**, Partie "), board.content());
            assertTrue(board.content().contains(", du bist am Zug (Schwarz)."), board.content());
            // What answers joao alone is in his language.
            Message refused = inThread.slash("blockade", "move", Map.of("move", "B1\u0007-3")).awaitReply(WAIT);
            assertEquals("Seu lance tem caracteres de controle; digite numa linha só, na notação do jogo",
                    refused.content());
            Message resigned = inThread.slash("blockade", "draw", Map.of()).awaitReply(WAIT);
            assertTrue(resigned.content().startsWith("O computador não aceita empate: ele joga a partida "),
                    resigned.content());
            inThread.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
        } finally {
            running.discord.guildLocale(guild, "en-US");
        }
    }

    @Test
    void aGermanServersTournamentIsPostedInGermanWhileItsOrganizerIsAnsweredInFrench() {
        // A server created now is owned by the first person: they have Manage Server there.
        String ownerName = running.discord.people().get(0).name();
        long guild = running.discord.addGuild("Turnierclub", List.of("pokale"));
        running.discord.guildLocale(guild, "de");
        Channel cups = running.discord.channels(guild).stream().filter(c -> c.name().equals("pokale")).findFirst()
                .orElseThrow();
        FakeUser organizer = running.discord.user(ownerName).speaking("fr").in(cups);
        FakeUser hans = running.discord.user("hans").speaking("de").in(cups);

        Message created = organizer.slash("blockade", "tournament", "create", Map.of("game", "walls", "format",
                "swiss", "clock", "12h", "description", "Wintercup")).awaitReply(WAIT);
        assertTrue(created.content().startsWith("Tournoi "), created.content());
        assertTrue(created.content().contains(" : système suisse de "), created.content());
        assertTrue(created.content().contains(", 12 heures par coup, classé) : Wintercup."), created.content());
        long id = Long.parseLong(created.content().substring("Tournoi ".length(), created.content().indexOf(' ', 8)));

        Message post = running.discord.awaitMessage(m -> m.channelId() == cups.id()
                && m.content().startsWith("**Turnier " + id + ": Schweizer System, "), WAIT);
        assertTrue(post.content().contains(", 12 Stunden pro Zug, gewertet): Wintercup.**\nAnmeldung offen bis <t:"),
                post.content());
        assertTrue(post.content().endsWith("\nTeilnehmer (0): noch keine"), post.content());
        assertEquals(List.of("Beitreten", "Abmelden"), post.components().stream().map(c -> c.label()).toList());
        Message joined = hans.click(post, "Beitreten").awaitReply(WAIT);
        assertTrue(joined.content().contains(" ist Turnier " + id + " beigetreten (1 Teilnehmer)."),
                joined.content());

        Message cancelled = organizer.slash("blockade", "tournament", "cancel", Map.of("tournament", id))
                .awaitReply(WAIT);
        assertEquals("Le tournoi " + id + " est annulé ; les parties en cours se terminent comme des parties"
                + " ordinaires.", cancelled.content());
        Message notice = running.discord.awaitMessage(m -> m.content().startsWith("**Turnier " + id + " ist von "
                + ownerName + " abgesagt.**"), WAIT);
        assertTrue(notice.mentions(hans.account()), notice.content());
        running.discord.awaitMessage(m -> m.id() == post.id() && m.content().contains("\nVon " + ownerName
                + " abgesagt.\nTeilnehmer (1): hans"), WAIT);
    }

    @Test
    void aPolishPlayerIsRefusedInPolishInAGroupDmAndInTheDmWithTheBot() {
        FakeUser ola = running.discord.user("ola").installApp().speaking("pl");
        FakeUser piotr = running.discord.user("piotr").installApp();
        Channel group = running.discord.privateChannel("ola i piotr", ola.account(), piotr.account());

        Message noTournament = ola.in(group).slash("blockade", "tournament", "list", Map.of()).awaitReply(WAIT);
        assertTrue(noTournament.ephemeral());
        assertEquals("Turnieje rozgrywa się na serwerze, nie w wiadomościach prywatnych", noTournament.content());
        Message notHere = ola.inDm().slash("blockade", "challenge", Map.of("opponent", piotr.account(), "game",
                "retreat")).awaitReply(WAIT);
        assertTrue(notHere.ephemeral());
        assertEquals("W naszej prywatnej rozmowie gra z tobą tylko komputer; wyzwij człowieka tam, gdzie to"
                + " zobaczy: na serwerze albo w wiadomości prywatnej lub grupowej z nim", notHere.content());
        Message help = ola.inDm().slash("blockade", "help", Map.of()).awaitReply(WAIT);
        assertTrue(help.content().contains("\nNa serwerze każda partia ma własny wątek; w wiadomości prywatnej lub"
                + " grupowej gra toczy się właśnie tam"), help.content());
    }

    @Test
    void theRulesRefuseAGermanPlayersMoveInGermanAndNameAPolishPlayersPartsInPolish() {
        FakeUser greta = user("greta", "de");
        Message opening = greta.slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                .awaitReply(WAIT);
        FakeUser atRetreat = greta.in(running.threadNamedIn(opening));
        Message refused = atRetreat.slash("blockade", "move", Map.of("move", "BB4-6")).awaitReply(WAIT);
        // The reason and what is legal in her words; the moves in the game's notation.
        assertEquals("BB4-6: auf 4 steht nichts, was als hohe Brücke ziehen kann (4 ist leer); legal: B1-3, C2-3,"
                + " D2-3, B3-1, B3-5", refused.content());
        Message unknown = atRetreat.slash("blockade", "move", Map.of("move", "Z9")).awaitReply(WAIT);
        assertTrue(unknown.content().startsWith("„Z9“ ist kein Zug: schreib <Einheit><von>-<nach>, z. B. B3-5"),
                unknown.content());
        assertTrue(unknown.content().endsWith("; jetzt legal: B1-3, C2-3, D2-3, B3-1, B3-5"), unknown.content());
        atRetreat.slash("blockade", "resign", Map.of()).awaitReply(WAIT);

        FakeUser ola = user("ola", "pl");
        Message walls = ola.slash("blockade", "challenge", Map.of("game", "walls", "computer", "easy"))
                .awaitReply(WAIT);
        FakeUser atWalls = ola.in(running.threadNamedIn(walls));
        List<Interaction.Choice> choices = atWalls.autocomplete("blockade", "move", "move", "d4-d5", Map.of());
        assertEquals("d4-d5 … potem mur (pisz dalej)", choices.get(0).name());
        Message unfinished = atWalls.slash("blockade", "move", Map.of("move", "d4-d5")).awaitReply(WAIT);
        assertTrue(unfinished.content().startsWith("Tura nie jest skończona, więc nic nie zagrano: po d4-d5 brakuje"
                + " jeszcze: mur; legalne dalej: "), unfinished.content());
        atWalls.slash("blockade", "resign", Map.of()).awaitReply(WAIT);
    }

    @Test
    void theComputersMoveInAPolishPlayersDmIsPostedInPolish() {
        FakeUser kasia = running.discord.user("kasia").installApp().speaking("pl");
        Message opening = kasia.inDm().slash("blockade", "challenge", Map.of("game", "retreat", "computer", "random"))
                .awaitReply(WAIT);
        Channel dm = running.discord.dmWith(kasia.account()).orElseThrow();
        Message first = running.discord.awaitMessage(m -> m.channelId() == dm.id()
                && m.content().contains("**Blockade: cofnij się, by iść naprzód**, partia "), WAIT);
        assertTrue(first.id() >= opening.id(), first.content());
        Message answer = kasia.inDm().slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
        // Nobody's interaction carries the computer's reply: it is told in the language kasia was last seen in.
        Message reply = running.discord.awaitMessage(m -> m.channelId() == dm.id() && m.id() > answer.id()
                && m.content().contains("Komputer (random) zagrał(a) "), WAIT);
        assertTrue(reply.content().contains(", półruch 2:"), reply.content());
        kasia.inDm().slash("blockade", "resign", Map.of()).awaitReply(WAIT);
    }
}
