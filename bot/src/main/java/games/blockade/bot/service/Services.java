package games.blockade.bot.service;

import games.blockade.bot.analysis.AnalysisService;
import games.blockade.bot.analysis.AnalysisWorker;
import games.blockade.bot.analysis.PuzzleService;
import games.blockade.bot.language.PersonLanguages;
import games.blockade.bot.privatechannel.PrivateChannels;
import games.blockade.bot.tournament.TournamentService;
import games.blockade.store.config.Store;
import java.time.Clock;
import java.util.Objects;

/**
 * The bot's services over one store and one clock, as the adapter uses them: one bot process. Its
 * analysis worker is started once the bot answers ({@link AnalysisWorker#start}).
 */
public record Services(GameService games, ChallengeService challenges, ComputerService computer, InfoService info,
                       Deliveries deliveries, BoardPictures pictures, AnalysisService analysis, PuzzleService puzzles,
                       AnalysisWorker analysisWorker, TournamentService tournaments,
                       PrivateChannels privateChannels, PersonLanguages languages) {

    public Services {
        Objects.requireNonNull(games);
        Objects.requireNonNull(challenges);
        Objects.requireNonNull(computer);
        Objects.requireNonNull(info);
        Objects.requireNonNull(deliveries);
        Objects.requireNonNull(pictures);
        Objects.requireNonNull(analysis);
        Objects.requireNonNull(puzzles);
        Objects.requireNonNull(analysisWorker);
        Objects.requireNonNull(tournaments);
        Objects.requireNonNull(privateChannels);
        Objects.requireNonNull(languages);
    }

    public static Services over(Store store, Clock clock, Settings settings) {
        Parts parts = Parts.over(store, clock, settings);
        GameService games = new GameService(parts);
        ChallengeService challenges = new ChallengeService(parts);
        TournamentService tournaments = TournamentService.over(store, clock, challenges, games,
                parts.effects().owing(), parts.tokens(), settings::gameLink);
        return new Services(games, challenges, new ComputerService(parts), new InfoService(parts),
                new Deliveries(parts, tournaments), parts.pictures(), parts.analysis(), parts.puzzles(), parts.worker(),
                tournaments, new PrivateChannels(store, clock), parts.languages());
    }
}
