package games.blockade.web.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KeptAnswersTest {

    @Test
    void aClientsTagMatchesByTheWeakComparison() {
        assertThat(KeptAnswers.matches("W/\"g1v2\"", "W/\"g1v2\"")).isTrue();
        assertThat(KeptAnswers.matches("\"g1v2\"", "W/\"g1v2\"")).isTrue();
        assertThat(KeptAnswers.matches("\"a\", W/\"g1v2\"", "W/\"g1v2\"")).isTrue();
        assertThat(KeptAnswers.matches("*", "\"h1\"")).isTrue();
        assertThat(KeptAnswers.matches("\"g1v3\"", "W/\"g1v2\"")).isFalse();
        assertThat(KeptAnswers.matches(null, "\"h1\"")).isFalse();
    }

    @Test
    void gzipIsSentOnlyWhereTheClientAcceptsIt() {
        assertThat(KeptAnswers.acceptsGzip("gzip, deflate, br")).isTrue();
        assertThat(KeptAnswers.acceptsGzip("br;q=1.0, GZIP;q=0.5")).isTrue();
        assertThat(KeptAnswers.acceptsGzip("*")).isTrue();
        assertThat(KeptAnswers.acceptsGzip("gzip;q=0")).isFalse();
        assertThat(KeptAnswers.acceptsGzip("gzip; q=0.000, identity")).isFalse();
        assertThat(KeptAnswers.acceptsGzip("deflate, br")).isFalse();
        assertThat(KeptAnswers.acceptsGzip(null)).isFalse();
    }
}
