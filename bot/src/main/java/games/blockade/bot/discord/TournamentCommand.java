package games.blockade.bot.discord;

import games.blockade.bot.language.Texts;
import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.Result;
import games.blockade.bot.tournament.Manager;
import games.blockade.bot.tournament.TournamentService;
import games.blockade.rules.Rules;
import games.blockade.store.tournament.TournamentSpec;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandGroupData;

/**
 * {@code /blockade tournament ...}: a subcommand group, one subcommand per action, read here and
 * answered by the {@link TournamentService}. Who may manage is what Discord says at the moment
 * of asking: Manage Server, and the member's roles.
 */
final class TournamentCommand {

    static final String GROUP = "tournament";
    private static final String TOURNAMENT = "tournament";
    /** The moments sign-up may be given to close at, in UTC: a day and time, or a day (at midnight). */
    private static final List<DateTimeFormatter> WHEN = List.of(
            DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm", Locale.ROOT),
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm", Locale.ROOT),
            new java.time.format.DateTimeFormatterBuilder().appendPattern("uuuu-MM-dd")
                    .parseDefaulting(java.time.temporal.ChronoField.HOUR_OF_DAY, 0).toFormatter(Locale.ROOT));
    private static final Pattern SIGN_UP = Pattern.compile("(?:(\\d{1,3})\\s*d)?\\s*(?:(\\d{1,4})\\s*h)?\\s*(?:(\\d{1,5})\\s*m)?");

    private final TournamentService tournaments;

    TournamentCommand(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    SubcommandGroupData definition() {
        OptionData game = new OptionData(OptionType.STRING, "game", "Which Blockade game", true);
        for (Rules<?, ?> rules : GameService.playable()) {
            game.addChoice(rules.title(), rules.id());
        }
        OptionData format = new OptionData(OptionType.STRING, "format", "How it is played", true)
                .addChoice("Swiss", "swiss").addChoice("Round robin", "round-robin").addChoice("Knockout", "knockout");
        return new SubcommandGroupData(GROUP, "Tournaments in this server: Swiss, round robin and knockout")
                .addSubcommands(new SubcommandData("create", "Set up a tournament taking sign-ups").addOptions(game,
                                format,
                                text("variant", "Board or rules variant (default: the game's first)"),
                                new OptionData(OptionType.INTEGER, "rounds", "Swiss only: rounds (default: from the field)")
                                        .setRequiredRange(1, 20),
                                new OptionData(OptionType.BOOLEAN, "double", "Round robin only: play everyone twice"),
                                text("clock", "Time for each move, from 1h to 7d (default: 3d)"),
                                new OptionData(OptionType.BOOLEAN, "rated", "Whether its games count for ratings (default: yes)"),
                                text("signup", "How long sign-up stays open (2d, 12h, 30m; default 1d), or until when, UTC (2026-12-24 18:00)"),
                                text("description", "What the tournament is about")),
                        withTournament("join", "Sign up; a manager may enter the computer at a level")
                                .addOptions(text("computer", "Enter the computer at this level instead (managers)")),
                        withTournament("leave", "Leave before the start"),
                        withTournament("withdraw", "Withdraw after the start: your game in play is lost by forfeit"),
                        withTournament("start", "Start now, before sign-up closes (managers)"),
                        withTournament("standings", "The standings, or a knockout's bracket"),
                        withTournament("pairings", "A round's pairings and results")
                                .addOptions(new OptionData(OptionType.INTEGER, "round", "Which round (default: the latest)")),
                        new SubcommandData("list", "This server's tournaments"),
                        new SubcommandData("role", "Name the role that may run tournaments here (Manage Server)")
                                .addOptions(new OptionData(OptionType.ROLE, "role", "The role; leave out for none")),
                        withTournament("remove", "Take an entrant out (managers)")
                                .addOptions(new OptionData(OptionType.INTEGER, "entrant", "The entrant's number", true)),
                        withTournament("pause", "Hold the pairings; games in play go on (managers)"),
                        withTournament("resume", "Pair again (managers)"),
                        withTournament("cancel", "Call the tournament off (managers)"));
    }

    Result run(SlashCommandInteractionEvent event) {
        if (event.getGuild() == null) {
            return new Result.Refused(Texts.reply("t.in-dm"));
        }
        String action = String.valueOf(event.getSubcommandName());
        long guild = event.getGuild().getIdLong();
        if (action.equals("create")) {
            return create(event, guild);
        }
        if (action.equals("list")) {
            return tournaments.list(guild);
        }
        if (action.equals("role")) {
            return tournaments.setManagerRole(manager(event), guild, Optional.ofNullable(event.getOption("role"))
                    .map(OptionMapping::getAsRole).map(Role::getIdLong));
        }
        long id = event.getOption(TOURNAMENT).getAsLong();
        return switch (action) {
            case "join" -> option(event, "computer").map(level -> tournaments.addComputer(manager(event), id, level))
                    .orElseGet(() -> tournaments.join(Options.asker(event), id));
            case "leave" -> tournaments.leave(Options.asker(event), id);
            case "withdraw" -> tournaments.withdraw(Options.asker(event), id);
            case "start" -> tournaments.start(manager(event), id, Options.person(event.getJDA().getSelfUser()));
            case "standings" -> tournaments.standings(id);
            case "pairings" -> tournaments.pairings(id, Optional.ofNullable(event.getOption("round"))
                    .map(OptionMapping::getAsInt));
            case "remove" -> tournaments.remove(manager(event), id, event.getOption("entrant").getAsLong());
            case "pause" -> tournaments.pause(manager(event), id);
            case "resume" -> tournaments.resume(manager(event), id);
            case "cancel" -> tournaments.cancel(manager(event), id);
            default -> new Result.Refused(Texts.reply("t.no-action", action));
        };
    }

    private Result create(SlashCommandInteractionEvent event, long guild) {
        Optional<Duration> signUp = signUp(option(event, "signup").orElse("1d"), event.getTimeCreated().toInstant());
        if (signUp.isEmpty()) {
            return new Result.Refused(Texts.reply("t.signup-format", option(event, "signup").orElse("")));
        }
        String format = option(event, "format").orElse("");
        boolean twice = Optional.ofNullable(event.getOption("double")).map(OptionMapping::getAsBoolean).orElse(false);
        TournamentSpec.FormatChoice choice = switch (format) {
            case "swiss" -> TournamentSpec.FormatChoice.SWISS;
            case "round-robin" -> twice ? TournamentSpec.FormatChoice.DOUBLE_ROUND_ROBIN
                    : TournamentSpec.FormatChoice.ROUND_ROBIN;
            case "knockout" -> TournamentSpec.FormatChoice.KNOCKOUT;
            default -> null;
        };
        if (choice == null) {
            return new Result.Refused(Texts.reply("t.format-bad", format));
        }
        if (twice && choice != TournamentSpec.FormatChoice.DOUBLE_ROUND_ROBIN) {
            return new Result.Refused(Texts.reply("t.double-rr"));
        }
        return tournaments.create(manager(event), new TournamentService.Request(option(event, "game").orElse(""),
                option(event, "variant"), choice, Optional.ofNullable(event.getOption("rounds")).map(OptionMapping::getAsInt),
                option(event, "clock").orElse("3d"),
                Optional.ofNullable(event.getOption("rated")).map(OptionMapping::getAsBoolean).orElse(true),
                signUp.get(), option(event, "description")), guild, Options.channel(event));
    }

    /** The asker as Discord describes them now: Manage Server, and their roles here. */
    private static Manager manager(SlashCommandInteractionEvent event) {
        Member member = event.getMember();
        boolean manages = member != null && member.hasPermission(Permission.MANAGE_SERVER);
        Set<Long> roles = member == null ? Set.of()
                : member.getRoles().stream().map(Role::getIdLong).collect(Collectors.toSet());
        return new Manager(Options.asker(event), manages, roles);
    }

    /**
     * How long sign-up stays open, as typed: a duration, or the moment it closes (UTC), counted
     * from {@code asked}, when the command was given (a moment past gives a negative duration,
     * which the service refuses saying so).
     */
    static Optional<Duration> signUp(String typed, Instant asked) {
        String text = typed.strip();
        for (DateTimeFormatter form : WHEN) {
            try {
                return Optional.of(Duration.between(asked, LocalDateTime.parse(text, form).toInstant(ZoneOffset.UTC)));
            } catch (DateTimeParseException e) {
                // not this form
            }
        }
        Matcher matcher = SIGN_UP.matcher(text.toLowerCase(Locale.ROOT));
        if (typed.isBlank() || !matcher.matches()) {
            return Optional.empty();
        }
        Duration duration = Duration.ofDays(number(matcher.group(1))).plusHours(number(matcher.group(2)))
                .plusMinutes(number(matcher.group(3)));
        return duration.isZero() ? Optional.empty() : Optional.of(duration);
    }

    private static long number(String group) {
        return group == null ? 0 : Long.parseLong(group);
    }

    private static SubcommandData withTournament(String name, String description) {
        return new SubcommandData(name, description)
                .addOptions(new OptionData(OptionType.INTEGER, TOURNAMENT, "The tournament's number", true));
    }

    private static OptionData text(String name, String description) {
        return new OptionData(OptionType.STRING, name, description).setMaxLength(Inputs.MAX_OPTION);
    }

    private static Optional<String> option(SlashCommandInteractionEvent event, String name) {
        return Optional.ofNullable(event.getOption(name)).map(OptionMapping::getAsString).map(String::strip)
                .filter(s -> !s.isEmpty());
    }
}
