package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import games.blockade.rules.Rules;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /blockade challenge opponent game [preset] [match]}: invites someone, who answers with a
 * button. The preset completes to the chosen game's presets or variants.
 */
final class ChallengeCommand implements Subcommand {

    private static final String PRESET = "preset";
    private static final String MATCH = "match";

    private final GameService service;

    ChallengeCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        OptionData game = new OptionData(OptionType.STRING, "game", "Which Blockade", true);
        for (Rules<?, ?> rules : GameService.playable()) {
            game.addChoice(rules.title(), rules.id());
        }
        return new SubcommandData("challenge", "Challenge someone to a game")
                .addOption(OptionType.USER, "opponent", "Whom you challenge", true)
                .addOptions(game,
                        new OptionData(OptionType.STRING, PRESET, "Setup or variant, e.g. compact walls or bungie"
                                + " backgammon (default: the game's first)", false, true),
                        new OptionData(OptionType.BOOLEAN, MATCH, "retreat only: a match to 11 points, colours"
                                + " swapped every round", false));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        User opponent = event.getOption("opponent").getAsUser();
        if (opponent.isBot()) {
            return new Result.Refused(opponent.getEffectiveName() + " is a bot and cannot play; challenge a person");
        }
        Optional<Long> guild = Optional.ofNullable(event.getGuild()).map(Guild::getIdLong);
        return service.challenge(Options.asker(event), Options.person(opponent), event.getOption("game").getAsString(),
                Optional.ofNullable(event.getOption(PRESET)).map(OptionMapping::getAsString),
                Optional.ofNullable(event.getOption(MATCH)).map(OptionMapping::getAsBoolean).orElse(false),
                guild, Options.channel(event));
    }

    @Override
    public List<String> complete(CommandAutoCompleteInteractionEvent event) {
        OptionMapping game = event.getOption("game");
        if (!event.getFocusedOption().getName().equals(PRESET) || game == null) {
            return List.of();
        }
        return service.presets(game.getAsString(), event.getFocusedOption().getValue());
    }
}
