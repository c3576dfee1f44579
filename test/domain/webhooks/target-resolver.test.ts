import { describe, expect, it } from "vitest";
import { addressRefusal, parseAllowedRanges } from "../../../src/domain/webhooks/address-policy.js";
import { resolveTarget, type HostResolver } from "../../../src/domain/webhooks/target-resolver.js";
import { parseWebhookUrl } from "../../../src/domain/webhooks/webhook-url.js";
import { FdsError } from "../../../src/model/index.js";

/** Answers from a table, like DNS would; never asks a real resolver. */
const dns =
  (table: Record<string, string[]>): HostResolver =>
  async (host) => {
    const answer = table[host];
    if (!answer) throw new Error(`ENOTFOUND ${host}`);
    return answer;
  };

async function refusal(url: string, resolver: HostResolver = dns({}), allowed = parseAllowedRanges("")): Promise<Record<string, unknown>> {
  try {
    await resolveTarget(parseWebhookUrl(url, true), resolver, allowed);
  } catch (error) {
    expect(error).toBeInstanceOf(FdsError);
    expect((error as FdsError).code).toBe("webhook_url_refused");
    return { message: (error as FdsError).message, ...(error as FdsError).details };
  }
  throw new Error(`${url} was not refused`);
}

describe("webhook targets (SSRF)", () => {
  it("refuses every non-public range, by ipaddr.js's classification", () => {
    const cases: [string, string][] = [
      ["127.0.0.1", "loopback"],
      ["10.1.2.3", "private"],
      ["172.16.0.1", "private"],
      ["192.168.1.1", "private"],
      ["169.254.169.254", "linkLocal"],
      ["100.64.0.1", "carrierGradeNat"],
      ["224.0.0.1", "multicast"],
      ["255.255.255.255", "broadcast"],
      ["0.0.0.0", "unspecified"],
      ["240.0.0.1", "reserved"],
      ["192.0.2.10", "reserved"],
      ["::1", "loopback"],
      ["fe80::1", "linkLocal"],
      ["fc00::1", "uniqueLocal"],
      ["::ffff:10.0.0.1", "ipv4Mapped"],
      ["::ffff:8.8.8.8", "ipv4Mapped"],
      ["2002:a00:1::", "6to4"],
      ["64:ff9b::a00:1", "rfc6052"],
    ];
    for (const [address, range] of cases) expect(addressRefusal(address, []), address).toBe(range);
    expect(addressRefusal("8.8.8.8", [])).toBeNull();
    expect(addressRefusal("2606:4700:4700::1111", [])).toBeNull();
  });

  it("admits what the operator allowlists, and nothing of another family through it", () => {
    const allowed = parseAllowedRanges("127.0.0.1/32, 10.20.0.0/16");
    expect(addressRefusal("127.0.0.1", allowed)).toBeNull();
    expect(addressRefusal("10.20.3.4", allowed)).toBeNull();
    expect(addressRefusal("127.0.0.2", allowed)).toBe("loopback");
    expect(addressRefusal("::ffff:127.0.0.1", allowed)).toBe("ipv4Mapped");
    expect(() => parseAllowedRanges("10.0.0.0/33")).toThrow(/invalid CIDR/);
    expect(() => parseAllowedRanges("localhost")).toThrow(/invalid CIDR/);
  });

  it("refuses decimal, octal and hex encodings of private addresses (the URL parser normalizes them first)", async () => {
    for (const url of [
      "https://2130706433/",
      "https://017700000001/",
      "https://0x7f.1/",
      "https://0177.0.0.1/",
      "https://0xa9fea9fe/",
      "https://[::ffff:a9fe:a9fe]/",
    ]) {
      const r = await refusal(url);
      expect(r.reason, url).toBe("address_refused");
    }
    expect((await refusal("https://0xa9fea9fe/latest/meta-data")).address).toBe("169.254.169.254");
  });

  it("refuses a host when any address it resolves to is refused, and says which", async () => {
    const resolver = dns({ "mixed.example": ["93.184.215.14", "10.0.0.7"], "meta.example": ["169.254.169.254"] });
    expect(await refusal("https://mixed.example/hook", resolver)).toMatchObject({
      reason: "address_refused",
      address: "10.0.0.7",
      range: "private",
    });
    expect(await refusal("https://meta.example/", resolver)).toMatchObject({ range: "linkLocal" });
    expect(await refusal("https://nowhere.example/", resolver)).toMatchObject({ reason: "unresolvable" });
  });

  it("pins the connection to a checked address", async () => {
    const target = await resolveTarget(
      parseWebhookUrl("https://ok.example/hook", false),
      dns({ "ok.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"] }),
      [],
    );
    expect(target).toEqual({ address: "93.184.215.14", family: 4 });
  });

  it("takes https only (http where allowed), without credentials or fragment", () => {
    const code = (url: string, allowHttp = false) => {
      try {
        parseWebhookUrl(url, allowHttp);
        return "ok";
      } catch (error) {
        return (error as FdsError).details.reason;
      }
    };
    expect(code("https://hooks.example.com/x")).toBe("ok");
    expect(code("http://hooks.example.com/x")).toBe("scheme");
    expect(code("http://hooks.example.com/x", true)).toBe("ok");
    expect(code("ftp://hooks.example.com/x", true)).toBe("scheme");
    expect(code("https://user:pw@hooks.example.com/x")).toBe("credentials");
    expect(code("https://hooks.example.com/x#frag")).toBe("fragment");
    expect(code("not a url")).toBe("invalid_url");
  });
});
