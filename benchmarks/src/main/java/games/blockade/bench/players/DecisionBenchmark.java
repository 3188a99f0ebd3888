package games.blockade.bench.players;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One decision of a computer player, from a fresh player each time (so no memory of earlier
 * decisions helps): the limits are 1 s a decision for backgammon and 2 s a turn for piecepack and
 * walls. Each case is {@code game|level|position}; the positions are the slowest kinds: the walls
 * standard and compact starts (every wall is a candidate) and a walls middle game with twenty walls
 * up and a bomb in each hand (every bomb, then every wall), backgammon's choice of a row (every roll
 * weighed) and for piecepack: a middle game for each side, both setups (400 coin setups drawn, 360
 * pawn setups weighed), the middle games where the hard players check the most blocker turns (some
 * 56,000 for the runner, 47,000 for the blocker) and the random blocker on the position with the
 * most distinct turns (103,902) and between the bands, where fewest of its drawn choices are playable.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class DecisionBenchmark {

    private static final String WALLS_CROWDED = "11x14 g3v,j3v,g4h,h4v,i4h,j5h,b6h,d6h,a7v,d7v,e8h,g8h,i8h,a9v,"
            + "b10h,d10h,f10h,h10h,j10h,c11v g9,b10 i6,d9 3h4v1b 2h5v1b red";

    @Param({
            "walls|easy|11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "walls|medium|11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "walls|hard|11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "walls|easy|9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
            "walls|medium|9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
            "walls|hard|9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
            "walls|easy|" + WALLS_CROWDED,
            "walls|medium|" + WALLS_CROWDED,
            "walls|hard|" + WALLS_CROWDED,
            "backgammon|hard|basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0",
            "backgammon|hard|bungie red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0",
            "backgammon|hard|superpush red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0",
            "piecepack|hard|.sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA r",
            "piecepack|hard|.sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA b",
            "piecepack|hard|....../....../....../....../....../....../....../...... b setup",
            "piecepack|hard|ss.ccc/s..ccc/...mmm/s..mmm/s..aaa/s..aaa/....../...... r setup",
            "piecepack|hard|.csmsm/ssaA*ac/.ccmM./...c.c/aam.../..a.../s..m../CsSm.. r",
            "piecepack|hard|.csmsm/ssA*aac/.ccm.M/.m.cc./aa..../....../ssam../C.Sm.. b",
            "piecepack|random|.sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA b",
            "piecepack|random|cccccc/mmmmmm/aaaaaa/ssssss/....../....../....../SMCA.. b",
    })
    public String decision;

    private Case<?, ?> prepared;

    /** A game's rules, a level and a position, typed together. */
    private record Case<P, M>(Rules<P, M> rules, String level, P position) {
        List<M> decide() throws Rejection {
            ComputerPlayer<P, M> player = rules.computer(level, 1);
            return player.play(position);
        }
    }

    @Setup
    public void setUp() throws Rejection {
        String[] parts = decision.split("\\|", 3);
        prepared = prepare(Games.byId(parts[0]), parts[1], parts[2]);
    }

    private static <P, M> Case<P, M> prepare(Rules<P, M> rules, String level, String position) throws Rejection {
        return new Case<>(rules, level, rules.parsePosition(position));
    }

    @Benchmark
    public List<?> decide() throws Rejection {
        return prepared.decide();
    }
}
