import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram, runCli } from "../../src/bin/program.js";
import { fds } from "../cli/run-fds.js";

const VERSION = (JSON.parse(readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string }).version;

/** Runs the CLI in-process, capturing what it writes; no command here reaches a store. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(argv, { out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

describe("fds usage errors exit 2 with a clear message", () => {
  it.each([
    [["ingest", "--ticker", "AAPL", "--year", "abc"], /--year.*'abc' is invalid\. expected the company's fiscal year/],
    [["ingest", "--ticker", "AAPL", "--year", "2024.5"], /--year.*'2024\.5' is invalid/],
    [["ingest", "--ticker", "AAPL", "--year", "1899"], /--year.*1900/],
    [["ingest", "--ticker", "AAPL", "--form", "ten-k"], /--form.*'ten-k' is invalid\. expected one of 10-K, 10-K\/A, 10-Q/],
    [["ingest", "--ticker", "AA PL"], /--ticker.*'AA PL' is invalid/],
    [["ingest"], /give a corpus folder, --ticker or --transcripts/],
    [["ingest", "--transcripts", "/no/such/folder"], /no transcripts folder at \/no\/such\/folder/],
    [["ingest", "--year", "2024"], /--year and --form need --ticker/],
    [["ingest", "some/corpus", "--ticker", "AAPL"], /either a corpus folder or --ticker, not both/],
    [["ingest", "/no/such/corpus"], /no corpus manifest at \/no\/such\/corpus\/manifest\.json/],
    [["ingest", "--bogus"], /unknown option '--bogus'/],
    [["keys", "create", "--tier", "paid"], /required option '--name <name>' not specified/],
    [["keys", "create", "--tier", "gold", "--name", "me"], /--tier.*'gold' is invalid\. expected one of registered, paid, internal/],
    [["keys", "create", "--tier", "paid", "--name", "  "], /--name.*the name must not be empty/],
    [["keys", "revoke", "abc"], /'abc' is invalid for argument 'id'\. expected key_ and 12 hex digits/],
    [["replica", "--port", "99999"], /--port.*'99999' is invalid\. expected a port number from 0 to 65535/],
    [["stats", "extra"], /too many arguments/],
    [["nosuch"], /unknown command 'nosuch'/],
  ])("fds %j", async (argv, message) => {
    const { code, err, out } = await cli(...argv);
    expect(err).toMatch(message);
    expect(code).toBe(2);
    expect(out).toBe("");
  });

  it("fds alone prints its usage on stderr and exits 2", async () => {
    const { code, err } = await cli();
    expect(code).toBe(2);
    expect(err).toMatch(/Usage: fds \[options\] \[command\]/);
  });
});

describe("fds --version and --help", () => {
  it("prints the package version", async () => {
    expect(await cli("--version")).toEqual({ code: 0, out: `${VERSION}\n`, err: "" });
  });

  it("every command and every option has a description, and --help exits 0", async () => {
    const all: Command[] = [];
    const walk = (c: Command) => {
      all.push(c);
      c.commands.forEach(walk);
    };
    walk(buildProgram({ out: () => undefined, err: () => undefined }));
    expect(all.map((c) => c.name())).toEqual(
      expect.arrayContaining(["fds", "ingest", "reindex", "stats", "replica", "serve", "mcp", "keys", "create", "list", "revoke"]),
    );
    for (const c of all) {
      expect(c.description(), c.name()).not.toBe("");
      for (const o of c.options) expect(o.description, `${c.name()} ${o.flags}`).not.toBe("");
      for (const a of c.registeredArguments) expect(a.description, `${c.name()} ${a.name()}`).not.toBe("");
    }
    const help = await cli("ingest", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/--year <year>\s+with --ticker: the company's fiscal year/);
    expect((await cli("keys", "create", "--help")).code).toBe(0);
  });
});

describe("the fds binary", () => {
  it("fds --version and a usage error, in a child process", async () => {
    const version = await fds(["--version"]);
    expect(version).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
    const usage = await fds(["ingest", "--ticker", "AAPL", "--year", "abc"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--year/);
    expect(usage.stderr).not.toMatch(/FYNaN/);
  });
});
