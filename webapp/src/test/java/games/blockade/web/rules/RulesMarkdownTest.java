package games.blockade.web.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RulesMarkdownTest {

    private static final String TEXT = """
            # Blockade: Retreat to Advance

            Two armies on a line of ten squares,
            each trying to reach the other's moat.

            ## Board

            | square | holds |
            |---|---|
            | 1 | Black's moat |
            """;

    @Test
    void theFirstHeadingIsTheTitleAndLeavesTheBody() {
        RulesText text = RulesMarkdown.render("retreat", TEXT);
        assertThat(text.title()).isEqualTo("Blockade: Retreat to Advance");
        assertThat(text.body().html()).doesNotContain("<h1").contains("<h2 id=\"board\">Board</h2>");
    }

    @Test
    void theFirstParagraphIsTheSummaryOnOneLine() {
        assertThat(RulesMarkdown.render("retreat", TEXT).summary())
                .isEqualTo("Two armies on a line of ten squares, each trying to reach the other's moat.");
    }

    @Test
    void tablesAreRendered() {
        assertThat(RulesMarkdown.render("retreat", TEXT).body().html()).contains("<table>", "<td>Black's moat</td>");
    }

    @Test
    void rawHtmlInARulesTextIsShownNotObeyed() {
        String html = RulesMarkdown.render("retreat", "# T\n\nA <script>alert(1)</script> and <b>bold</b>.\n").body().html();
        assertThat(html).doesNotContain("<script>", "<b>").contains("&lt;script&gt;", "&lt;b&gt;");
    }

    @Test
    void scriptLinksAreDefused() {
        String html = RulesMarkdown.render("retreat", "# T\n\n[click](javascript:alert(1))\n").body().html();
        assertThat(html).doesNotContain("javascript:");
    }

    @Test
    void aTextWithoutHeadingIsTitledByTheGameId() {
        assertThat(RulesMarkdown.render("walls", "Just a paragraph.").title()).isEqualTo("walls");
    }
}
