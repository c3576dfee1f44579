import { compact } from "./format";

interface SvgSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
  readonly pointsOnly?: boolean;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The chart as a standalone SVG file (vector, for a report or slide): the same values as drawn, a
 * line per series broken where a period has no value, each point a circle carrying its value in a
 * `data-value` attribute and a title, the periods along the bottom, the range on the left.
 */
export function chartSvg(
  title: string,
  labels: readonly string[],
  series: readonly SvgSeries[],
  unit: string | null,
  colors: readonly string[],
): string {
  const [W, H, left, right, top, bottom] = [800, 420, 80, 20, 40, 60];
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const lo = Math.min(0, ...all);
  const hi = Math.max(0, ...all) || 1;
  const x = (i: number) => left + (labels.length <= 1 ? (W - left - right) / 2 : (i * (W - left - right)) / (labels.length - 1));
  const y = (v: number) => top + ((hi - v) * (H - top - bottom)) / (hi - lo);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${left}" y="22" font-size="14" font-weight="600">${escapeXml(title)}</text>`,
    `<line x1="${left}" y1="${y(0)}" x2="${W - right}" y2="${y(0)}" stroke="#d0d7de"/>`,
    `<text x="${left - 6}" y="${y(hi) + 4}" text-anchor="end">${escapeXml(compact(hi, unit))}</text>`,
    `<text x="${left - 6}" y="${y(lo) + 4}" text-anchor="end">${escapeXml(compact(lo, unit))}</text>`,
    ...labels.map((l, i) => `<text x="${x(i)}" y="${H - bottom + 18}" text-anchor="middle">${escapeXml(l)}</text>`),
  ];
  series.forEach((s, k) => {
    const color = colors[k % colors.length]!;
    if (!s.pointsOnly) {
      // A run of consecutive values is one line: a period without a value is a gap, not a line through it.
      let run: string[] = [];
      const flush = () => {
        if (run.length > 1) parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${run.join(" ")}"/>`);
        run = [];
      };
      s.values.forEach((v, i) => (v === null ? flush() : run.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`)));
      flush();
    }
    s.values.forEach((v, i) => {
      if (v === null) return;
      parts.push(
        `<circle class="point" cx="${x(i).toFixed(1)}" cy="${y(v).toFixed(1)}" r="${s.pointsOnly ? 5 : 3}" fill="${s.pointsOnly ? "#fff" : color}" stroke="${color}" stroke-width="2" data-series="${escapeXml(s.label)}" data-value="${v}"><title>${escapeXml(`${s.label} ${labels[i] ?? ""}: ${compact(v, unit)}`)}</title></circle>`,
      );
    });
    parts.push(
      `<rect x="${left + k * 200}" y="${H - 24}" width="12" height="12" fill="${color}"/><text x="${left + k * 200 + 18}" y="${H - 14}">${escapeXml(s.label)}</text>`,
    );
  });
  parts.push("</svg>");
  return parts.join("\n");
}
