/*
 * Month names the registries' date rules accept, per language. Each table lists the months in
 * order; "/" separates forms of the same month. Forms are lower case: matching ignores case.
 * Where the registry pattern lists an abbreviation and lets the rest of the word follow
 * (TR3/TR4 `date-day-monthname-de`: `jan`, then up to six more letters), the table holds the
 * abbreviation and `prefix` lets any longer word that starts with it match (`januar`, `jän.`).
 */

const TABLES = {
  bg: ["ян фев мар апр май/маи юни юли авг сеп окт ное дек", true],
  cs: [
    "leden/ledna/lednu/led únor/unor/února/unora/únoru/unoru/úno/uno " +
      "březen/brezen/března/brezna/březnu/breznu/bře/bre duben/dubna/dubnu/dub " +
      "květen/kveten/května/kvetna/květnu/kvetnu/kvě/kve červen/cerven/června/cervna/červnu/cervnu/čvn/cvn " +
      "červenec/cervenec/července/cervence/červenci/cervenci/čvc/cvc srpen/srpna/srpnu/srp " +
      "září/zari/zář/zar říjen/rijen/října/rijna/říjnu/rijnu/říj/rij listopad/listopadu/lis " +
      "prosinec/prosince/prosinci/pro",
    false, // Czech forms are whole words: `červen` (June) is a prefix of `červenec` (July)
  ],
  cy: ["ion chwe maw/faw ebr mai/fai meh/feh gor/ngor aws med/fed hyd tach/dach/nhach/thach rhag/rag", true],
  da: ["jan feb mar apr maj jun jul aug sep okt nov dec", true],
  de: ["jan/jän/jaen feb mär/maer/mar apr mai jun jul aug sep okt nov dez", true],
  el: [
    "ιαν/ίαν φεβ μάρ/μαρ απρ/άπρ/αρίλ/άρίλ/αριλ/άριλ μαΐ/μαι/μάι/μαϊ/μάϊ ιούν/ίούν/ίουν/ιουν " +
      "ιούλ/ίούλ/ίουλ/ιουλ αύγ/αυγ σεπ οκτ/όκτ νοέ/νοε δεκ",
    true,
  ],
  en: [
    "january/jan february/feb march/mar april/apr may june/jun july/jul august/aug " +
      "september/sep/sept october/oct november/nov december/dec",
    false,
  ],
  es: ["ene feb mar abr may jun jul ago sep oct nov dic", true],
  et: ["jaan veebr märts/marts apr mai juuni juuli aug sept okt nov dets", true],
  fi: ["tam hel maa huh tou kes hei elo syy lok mar jou", true],
  fr: ["janv févr/fevr mars avr mai juin juil août/aout sept oct nov déc/dec", true],
  hi: ["जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर/सितम्बर अक्टूबर नवंबर/नवम्बर दिसंबर/दिसम्बर", false],
  hr: ["sij velj ožu/ozu tra svi lip srp kol ruj lis stu pro", true],
  hu: ["jan feb márc/marc ápr/apr máj/maj jún/jun júl/jul aug szept okt nov dec", true],
  it: ["gen feb mar apr mag giu lug ago set ott nov dic", true],
  lt: ["sau vas kov bal geg bir lie rugp/rgp rugs/rgs spa/spl lap gru/grd", true],
  lv: ["janv febr marts/mart apr maijs/maij jūn/jun jūl/jul aug sept okt nov dec", true],
  nl: ["jan feb maa/mrt apr mei jun jul aug sep okt nov dec", true],
  no: ["jan feb mar apr mai jun jul aug sep okt nov des", true],
  pl: ["sty lut mar kwi maj cze lip sie wrz paź/paz lis gru", true],
  pt: ["jan fev mar abr mai jun jul ago set out nov dez", true],
  ro: ["ian feb mar apr mai iun iul aug sep oct noi/nov dec", true],
  roman: ["i ii iii iv v vi vii viii ix x xi xii", false],
  // Indian national calendar months, transliterated and in Devanagari (TR3 `calindaymonthyear`).
  saka: [
    "chaitra/चैत्र vaisakha/vaishakh/vaiśākha/वैशाख/बैसाख jyaishta/jyaishtha/jyaistha/jyeṣṭha/ज्येष्ठ " +
      "asadha/ashadha/āṣāḍha/आषाढ/आषाढ़ sravana/shravana/śrāvaṇa/श्रावण/सावन " +
      "bhadra/bhadrapad/bhādrapada/bhādra/proṣṭhapada/भाद्रपद/भादो aswina/ashwin/asvina/āśvina/आश्विन " +
      "kartiak/kartik/kartika/kārtika/कार्तिक agrahayana/agrahāyaṇa/margashirsha/mārgaśīrṣa/मार्गशीर्ष/अगहन " +
      "pausa/pausha/pauṣa/पौष magha/magh/māgha/माघ phalguna/phalgun/phālguna/फाल्गुन",
    true,
  ],
  sk: ["jan feb mar apr máj/maj jún/jun júl/jul aug sep okt nov dec", true],
  sl: ["jan feb mar apr maj jun jul avg sep okt nov dec", true],
} as const satisfies Record<string, readonly [string, boolean]>;

/** Languages (and numeral systems) with a month-name table. Swedish shares the Danish rule. */
export type MonthLanguage = keyof typeof TABLES | "sv";

export interface MonthNames {
  /** Every listed form, lower case NFC -> month 1-12. */
  readonly forms: ReadonlyMap<string, number>;
  /** Whether a longer word starting with a listed form names that month. */
  readonly prefix: boolean;
  /** Length of the shortest form: shorter prefixes are not tried. */
  readonly shortest: number;
}

function build(spec: string, prefix: boolean): MonthNames {
  const forms = new Map<string, number>();
  let shortest = Infinity;
  spec.split(" ").forEach((month, i) => {
    for (const form of month.split("/")) {
      const key = form.normalize("NFC");
      forms.set(key, i + 1);
      shortest = Math.min(shortest, key.length);
    }
  });
  if (forms.size === 0 || new Set(forms.values()).size !== 12) throw new Error(`month table must name 12 months: ${spec}`);
  return { forms, prefix, shortest };
}

const BUILT = new Map<MonthLanguage, MonthNames>();

/** The month table of a language (built on first use). */
export function monthNames(language: MonthLanguage): MonthNames {
  let names = BUILT.get(language);
  if (!names) {
    const [spec, prefix] = TABLES[language === "sv" ? "da" : language];
    names = build(spec, prefix);
    BUILT.set(language, names);
  }
  return names;
}

/** The month (1-12) a word names, or undefined. `word` is a run of letters from the shown text. */
export function monthOf(names: MonthNames, word: string): number | undefined {
  const w = word.normalize("NFC").toLowerCase();
  const exact = names.forms.get(w);
  if (exact !== undefined || !names.prefix) return exact;
  for (let len = w.length - 1; len >= names.shortest; len--) {
    const month = names.forms.get(w.slice(0, len));
    if (month !== undefined) return month;
  }
  return undefined;
}
