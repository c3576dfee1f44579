import type { CallSection, ParsedTranscript, Turn } from "./transcript-parse.js";

/** Where one turn is in the transcript's markdown: a paragraph "**Speaker (role):** text". */
interface TurnSpan {
  readonly ordinal: number;
  readonly section: CallSection;
  readonly speaker: string | null;
  readonly role: string | null;
  readonly start: number;
  readonly end: number;
  /** First character of the spoken text, after the speaker label. */
  readonly textStart: number;
}

interface TranscriptSectionSpan {
  readonly key: CallSection;
  readonly title: string;
  readonly start: number;
  readonly end: number;
}

export interface TranscriptMarkdown {
  readonly markdown: string;
  readonly turns: readonly TurnSpan[];
  readonly sections: readonly TranscriptSectionSpan[];
}

const SECTION_TITLES: Readonly<Record<CallSection, string>> = { prepared_remarks: "Prepared remarks", qa: "Questions and answers" };

/** The label a turn's paragraph opens with; the role says who ("analyst", "management", a title). */
function speakerLabel(t: Pick<Turn, "speaker" | "role">): string {
  const who = t.speaker ?? "Unidentified speaker";
  return `**${who.replace(/\*/g, "")}${t.role && t.role !== t.speaker?.toLowerCase() ? ` (${t.role.replace(/[*()]/g, "")})` : ""}:** `;
}

/**
 * The stored markdown of a transcript: a title, then per part of the call a heading and one
 * paragraph per turn. The same parse always gives the same markdown, so offsets are stable.
 */
export function transcriptMarkdown(title: string, parsed: ParsedTranscript): TranscriptMarkdown {
  let markdown = `# ${title.replace(/\s+/g, " ").trim()}\n\n`;
  const turns: TurnSpan[] = [];
  const sections: TranscriptSectionSpan[] = [];
  let open: { key: CallSection; start: number } | null = null;
  const close = () => {
    if (open) sections.push({ key: open.key, title: SECTION_TITLES[open.key], start: open.start, end: markdown.length - 2 });
  };
  parsed.turns.forEach((t, ordinal) => {
    if (open?.key !== t.section) {
      close();
      open = { key: t.section, start: markdown.length };
      markdown += `## ${SECTION_TITLES[t.section]}\n\n`;
    }
    const start = markdown.length;
    const label = speakerLabel(t);
    const text = t.text.replace(/\s*\n+\s*/g, " ").trim();
    markdown += `${label}${text}\n\n`;
    turns.push({
      ordinal,
      section: t.section,
      speaker: t.speaker,
      role: t.role,
      start,
      end: start + label.length + text.length,
      textStart: start + label.length,
    });
  });
  close();
  return { markdown: markdown.replace(/\n\n$/, "\n"), turns, sections };
}
