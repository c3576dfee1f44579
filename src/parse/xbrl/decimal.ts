/**
 * Exact decimal arithmetic on strings, for XBRL values that must never pass through a double
 * (`171797000000` stays exact; `0.1` stays `0.1`). Canonical form: optional `-`, no leading
 * zeros, no trailing fractional zeros, `0` for zero.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface Parts {
  negative: boolean;
  digits: string; // all significant digits, no point
  exponent: number; // value = digits * 10^exponent
}

function parts(text: string): Parts | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const whole = m[2] ?? "";
  const frac = m[3] ?? "";
  if (whole === "" && frac === "") return null;
  return {
    negative: m[1] === "-",
    digits: whole + frac,
    exponent: -frac.length + (m[4] ? Number(m[4]) : 0),
  };
}

function format({ negative, digits, exponent }: Parts): string {
  let d = digits.replace(/^0+/, "");
  let e = exponent;
  while (d.length > 0 && e < 0 && d.endsWith("0")) {
    d = d.slice(0, -1);
    e += 1;
  }
  if (d === "") return "0";
  let out: string;
  if (e >= 0) out = d + "0".repeat(e);
  else if (-e >= d.length) out = `0.${"0".repeat(-e - d.length)}${d}`;
  else out = `${d.slice(0, d.length + e)}.${d.slice(d.length + e)}`;
  return negative ? `-${out}` : out;
}

/**
 * Whether `text` is a non-negative integer already in canonical form (`0`, `1234`): what most
 * values are, and left as they are without the general parse.
 */
function isCanonicalInteger(text: string): boolean {
  const n = text.length;
  if (n === 0) return false;
  const first = text.charCodeAt(0);
  if (first === 48) return n === 1; // "0"; a leading zero otherwise
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Canonical form of an xsd:decimal (or double lexical) text; null when it is not a number. */
export function canonicalDecimal(text: string): string | null {
  if (isCanonicalInteger(text)) return text;
  const p = parts(text);
  return p ? format(p) : null;
}

/** `value * 10^scale`, exactly (ix:nonFraction `scale`). */
export function scaleDecimal(value: string, scale: number): string {
  if (scale >= 0 && isCanonicalInteger(value)) return value === "0" ? value : value + "0".repeat(scale);
  const p = parts(value);
  if (!p) throw new Error(`not a decimal: ${value}`);
  return format({ ...p, exponent: p.exponent + scale });
}

export function negateDecimal(value: string): string {
  if (value === "0") return value;
  return value.startsWith("-") ? value.slice(1) : `-${value}`;
}

/**
 * The value rounded half away from zero to `decimals` places (negative: tens, hundreds ...),
 * as XBRL 2.1 §4.6.7 reads a `decimals` attribute. Used to test duplicates for consistency.
 */
export function roundDecimal(value: string, decimals: number): string {
  const p = parts(value);
  if (!p) throw new Error(`not a decimal: ${value}`);
  const drop = -decimals - p.exponent; // digits to remove from the right
  if (drop <= 0) return format(p);
  const n = BigInt(p.digits || "0");
  const unit = 10n ** BigInt(drop);
  let q = n / unit;
  if ((n % unit) * 2n >= unit) q += 1n;
  return format({ negative: p.negative, digits: q.toString(), exponent: -decimals });
}

/** `a + b`, exactly. */
export function addDecimal(a: string, b: string): string {
  return subtractDecimal(a, b.startsWith("-") ? b.slice(1) : `-${b}`);
}

/** `a - b`, exactly. */
export function subtractDecimal(a: string, b: string): string {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) throw new Error(`not decimals: ${a}, ${b}`);
  const exponent = Math.min(pa.exponent, pb.exponent);
  const scaled = (p: Parts) => BigInt(p.digits || "0") * 10n ** BigInt(p.exponent - exponent) * (p.negative ? -1n : 1n);
  const diff = scaled(pa) - scaled(pb);
  return format({ negative: diff < 0n, digits: (diff < 0n ? -diff : diff).toString(), exponent });
}
