import { describe, expect, it } from "vitest";
import { renderPassage } from "../../web/src/markdown.js";

describe("a passage as the workspace shows it", () => {
  it("reads table rows cut out of their table as a table, the lines around them as markdown", () => {
    const html = renderPassage("Revenue by segment\n| Americas | $ 167,045 | $ 162,560 |\n| Europe | 101,328 | 94,294 |");
    expect(html).toContain("<p>Revenue by segment</p>");
    expect(html).toContain("<table><tr><td>Americas</td><td>$ 167,045</td><td>$ 162,560</td></tr><tr><td>Europe</td>");
    expect(html).not.toMatch(/>\s*\|/);
  });

  it("leaves a whole table (with its header divider) and plain text to markdown", () => {
    expect(renderPassage("| a | b |\n|---|---|\n| 1 | 2 |")).toContain("<thead>");
    expect(renderPassage("## Item 1A\nRisk")).toContain("<h2");
  });

  it("shows raw HTML in a cell as text", () => {
    expect(renderPassage("| <script>x</script> | 1 |")).not.toContain("<script>");
  });
});
