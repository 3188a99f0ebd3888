package games.blockade.bot.discord;

import games.blockade.bot.language.Texts;
import games.blockade.bot.privatechannel.ChallengePlaces;
import games.blockade.bot.service.ChallengeRequest;
import games.blockade.bot.service.ChallengeService;
import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.MoveClock;
import games.blockade.bot.service.Result;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /blockade challenge}: a member (who answers with a button), anyone here (an open
 * challenge), or the computer at a level (the game starts at once); for {@code retreat} a match to
 * 11. The choices that depend on the game (variant, computer level) complete as one types; every
 * choice is checked again on submit.
 */
final class ChallengeCommand implements Subcommand {

    static final String GAME = "game";
    static final String OPPONENT = "opponent";
    static final String COMPUTER = "computer";
    static final String VARIANT = "variant";
    static final String FIRST = "first";
    static final String CLOCK = "clock";
    static final String RATED = "rated";
    static final String MATCH = "match";

    private final ChallengeService challenges;
    private final ChallengePlaces places;

    ChallengeCommand(ChallengeService challenges, ChallengePlaces places) {
        this.challenges = challenges;
        this.places = places;
    }

    @Override
    public SubcommandData definition() {
        OptionData game = new OptionData(OptionType.STRING, GAME, "Which Blockade game", true);
        for (Rules<?, ?> rules : GameService.playable()) {
            game.addChoice(rules.title(), rules.id());
        }
        OptionData first = new OptionData(OptionType.STRING, FIRST, "Who takes the side that moves first (default: you)")
                .addChoice("Me", ChallengeRequest.First.ME.name().toLowerCase(Locale.ROOT))
                .addChoice("My opponent", ChallengeRequest.First.THEM.name().toLowerCase(Locale.ROOT))
                .addChoice("Random", ChallengeRequest.First.RANDOM.name().toLowerCase(Locale.ROOT));
        return new SubcommandData("challenge", "Challenge a member, anyone here, or the computer to a game")
                .addOptions(game,
                        new OptionData(OptionType.USER, OPPONENT,
                                "The member you challenge; leave out (and computer) for an open challenge"),
                        new OptionData(OptionType.STRING, COMPUTER,
                                "Play the computer instead, at this level (the game's levels, weakest first)",
                                false, true).setMaxLength(Inputs.MAX_OPTION),
                        new OptionData(OptionType.STRING, VARIANT, "Board or rules variant (default: the game's first)",
                                false, true).setMaxLength(Inputs.MAX_OPTION),
                        first,
                        new OptionData(OptionType.STRING, CLOCK, "Time for each move, from 1h to 7d (default: 3d)",
                                false, true).setMaxLength(Inputs.MAX_OPTION),
                        new OptionData(OptionType.BOOLEAN, RATED,
                                "Whether the game counts for ratings (default: yes; never against the computer)"),
                        new OptionData(OptionType.BOOLEAN, MATCH,
                                "retreat only: a match to 11 points, colours swapped every round"));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        Optional<User> opponent = Optional.ofNullable(event.getOption(OPPONENT)).map(OptionMapping::getAsUser);
        Optional<String> level = text(event, COMPUTER);
        if (opponent.isPresent() && level.isPresent()) {
            return new Result.Refused(Texts.reply("refused.opponent-and-computer"));
        }
        if (opponent.isPresent() && opponent.get().getIdLong() == event.getJDA().getSelfUser().getIdLong()) {
            return new Result.Refused(Texts.reply("refused.play-me",
                    String.join(", ", ChallengeService.levels(event.getOption(GAME).getAsString()))));
        }
        if (opponent.isPresent() && opponent.get().isBot()) {
            return new Result.Refused(Texts.reply("refused.bot-opponent", opponent.get().getEffectiveName()));
        }
        ChallengeRequest.Opponent whom = opponent.<ChallengeRequest.Opponent>map(
                        user -> new ChallengeRequest.Member(Options.person(user)))
                .or(() -> level.map(l -> new ChallengeRequest.Computer(Options.person(event.getJDA().getSelfUser()), l)))
                .orElseGet(ChallengeRequest.Anyone::new);
        ChallengeRequest request = ChallengeRequest.of(event.getOption(GAME).getAsString(), whom);
        try {
            if (text(event, CLOCK).isPresent()) {
                request = request.withClock(MoveClock.parse(text(event, CLOCK).get()));
            }
        } catch (Rejection e) {
            return new Result.Refused(Texts.refused(e.refusal()));
        }
        if (text(event, VARIANT).isPresent()) {
            request = request.withPreset(text(event, VARIANT).get());
        }
        if (text(event, FIRST).isPresent()) {
            Optional<ChallengeRequest.First> first = first(text(event, FIRST).get());
            if (first.isEmpty()) {
                return new Result.Refused(Texts.reply("refused.first-choice", text(event, FIRST).get()));
            }
            request = request.withFirst(first.get());
        }
        if (event.getOption(RATED) != null) {
            request = request.withRated(event.getOption(RATED).getAsBoolean());
        }
        if (event.getOption(MATCH) != null) {
            request = request.withMatch(event.getOption(MATCH).getAsBoolean());
        }
        ChallengePlaces.Placing placing = places.of(event, level.isPresent());
        if (placing instanceof ChallengePlaces.Placing.Refused refused) {
            return new Result.Refused(refused.why());
        }
        ChallengePlaces.Placing.At at = (ChallengePlaces.Placing.At) placing;
        Optional<Long> guild = Optional.ofNullable(event.getGuild()).map(Guild::getIdLong);
        Result result = challenges.challenge(Options.asker(event), request, guild, at.channelId());
        // A game against the computer asked for in a DM or group DM between people is played in the
        // asker's DM with the bot: said to the asker alone, with the way there.
        return at.elsewhere() && result instanceof Result.Opened opened
                ? new Result.Info(opened.announcement() + " Play it in <#" + at.channelId() + ">.") : result;
    }

    @Override
    public List<Command.Choice> complete(CommandAutoCompleteInteractionEvent event) {
        String game = Optional.ofNullable(event.getOption(GAME)).map(OptionMapping::getAsString).orElse("");
        String typed = event.getFocusedOption().getValue().strip().toLowerCase(Locale.ROOT);
        List<String> offered;
        switch (event.getFocusedOption().getName()) {
            case COMPUTER:
                offered = ChallengeService.levels(game);
                break;
            case VARIANT:
                offered = ChallengeService.presets(game);
                break;
            case CLOCK:
                offered = MoveClock.SUGGESTED;
                break;
            default:
                offered = List.of();
        }
        return offered.stream().filter(choice -> choice.toLowerCase(Locale.ROOT).startsWith(typed))
                .map(choice -> new Command.Choice(choice, choice)).toList();
    }

    private static Optional<ChallengeRequest.First> first(String typed) {
        return Arrays.stream(ChallengeRequest.First.values())
                .filter(first -> first.name().equalsIgnoreCase(typed)).findFirst();
    }

    private static Optional<String> text(SlashCommandInteractionEvent event, String option) {
        return Optional.ofNullable(event.getOption(option)).map(OptionMapping::getAsString).map(String::strip)
                .filter(s -> !s.isEmpty());
    }
}
