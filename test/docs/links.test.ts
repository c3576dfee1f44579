import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const PAGES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a markdown file's headings (outside fenced code). */
function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1] as string)));
}

/** The relative links of a markdown file, outside fenced code and inline code. */
function linksOf(path: string): string[] {
  const text = readFileSync(path, "utf8")
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((target) => !/^[a-z]+:/.test(target));
}

describe("links between the README and docs/", () => {
  it.each(PAGES)("%s: every relative link names a file that exists, and a heading of it", (page) => {
    const broken: string[] = [];
    for (const link of linksOf(join(ROOT, page))) {
      const [file = "", fragment] = link.split("#");
      const target = file === "" ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), file);
      if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (fragment !== undefined && target.endsWith(".md") && !anchorsOf(target).has(fragment))
        broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it("the README's table of contents names every page of docs/", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const missing = PAGES.filter((page) => page.startsWith("docs/") && !readme.includes(`](${page})`));
    expect(missing).toEqual([]);
  });
});
