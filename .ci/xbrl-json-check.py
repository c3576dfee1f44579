"""Arelle reads fds's xBRL-JSON export of a filing and finds the filing's own numeric facts.

    python xbrl-json-check.py WORKDIR ORIGINAL.htm EXPORT.json [ORIGINAL.htm EXPORT.json ...]

For each pair: Arelle loads the original inline XBRL document and the xBRL-JSON report fds
exported for it (Arelle's OIM loader), and their numeric facts are compared by concept, entity,
period, dimensions and unit, then value and decimals. Prints counts and every mismatch; exits 1
on any mismatch, and 2 when a document cannot be loaded at all.

The standard taxonomies (us-gaap, dei, srt ...) and the filing's own schema cannot be fetched
here (no network), and Arelle's OIM loader drops facts whose concept its DTS does not define. So
both documents are given the same stand-in DTS, written from what Arelle reads in the ORIGINAL
document (never from the export): each concept it uses (numeric as xbrli:decimalItemType, text as
xbrli:stringItemType, with the period type of its contexts) and each axis (explicit, or typed
with its typed member element). Values, units, periods, entities and dimensions all come from
the two documents themselves. The stand-in sits beside the original (its schemaRef is relative)
and in Arelle's offline cache at the URL the export names.

arelle-release has no transformations of the SEC's registry (ixt-sec: numwordsen, durday ...;
they live in Arelle's EDGAR plugin, not on PyPI): a fact Arelle cannot read for that reason is
listed as unverifiable with fds's value, its concept, period, dimensions and unit still compared.
"""

import logging
import os
import shutil
import sys
from collections import defaultdict
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation
from pathlib import Path
from xml.sax.saxutils import quoteattr

from arelle import Cntlr

XSD = "http://www.w3.org/2001/XMLSchema"
XBRLI = "http://www.xbrl.org/2003/instance"
XBRLDT = "http://xbrl.org/2005/xbrldt"
LINK = "http://www.xbrl.org/2003/linkbase"
STUB_ENTRY_NS = "urn:fds:ci:stand-in-dts"


def controller(cache_dir: Path) -> Cntlr.Cntlr:
    cntlr = Cntlr.Cntlr(logFileName=None)
    cntlr.webCache.workOffline = True
    cntlr.webCache.cacheDir = str(cache_dir)
    return cntlr


def load(cntlr: Cntlr.Cntlr, path: str):
    model = cntlr.modelManager.load(path)
    if model is None or model.modelDocument is None:
        print(f"xbrl-json-check: Arelle could not load {path}", file=sys.stderr)
        sys.exit(2)
    return model


def is_numeric(fact) -> bool:
    # Without a DTS Arelle knows no concept types: an inline fact is numeric when it is ix:nonFraction.
    return fact.concept.isNumeric if fact.concept is not None else fact.localName == "nonFraction"


def period_key(context):
    if context.isForeverPeriod:
        return ("forever",)
    if context.isInstantPeriod:
        return ("instant", context.endDatetime.isoformat())
    return ("duration", context.startDatetime.isoformat(), context.endDatetime.isoformat())


def dims_key(context):
    out = []
    for dim in context.qnameDims.values():
        if dim.isExplicit:
            out.append((dim.dimensionQname.clarkNotation, dim.memberQname.clarkNotation))
        else:
            out.append((dim.dimensionQname.clarkNotation, "typed:" + (dim.typedMember.stringValue or "").strip()))
    return tuple(sorted(out))


def unit_key(fact):
    num, den = fact.unit.measures
    return (tuple(sorted(m.clarkNotation for m in num)), tuple(sorted(m.clarkNotation for m in den)))


def fact_key(fact):
    c = fact.context
    return (fact.qname.clarkNotation, c.entityIdentifier, period_key(c), dims_key(c), unit_key(fact))


def decimals_rank(fact):
    d = fact.decimals
    return float("inf") if d in (None, "", "INF") else int(d)


def value_of(fact):
    if fact.isNil:
        return None
    try:
        return Decimal(str(fact.value).strip())
    except InvalidOperation:
        return ("unreadable", str(fact.value))


def numeric_facts(model):
    return [f for f in model.facts if f.context is not None and f.unit is not None and is_numeric(f)]


def rounded(value: Decimal, decimals) -> Decimal:
    if decimals in (None, "", "INF"):
        return value
    return value.quantize(Decimal(1).scaleb(-int(decimals)), rounding=ROUND_HALF_EVEN)


def merge_consistent(facts):
    """A key's facts as EFM 6.5.12 merges them: a value rounding a more precise one is dropped."""
    kept = []
    for f in sorted(facts, key=decimals_rank, reverse=True):
        v = value_of(f)
        if any(isinstance(k[0], Decimal) and isinstance(v, Decimal) and rounded(k[0], f.decimals) == v for k in kept):
            continue
        if any(k[0] == v for k in kept):
            continue
        kept.append((v, decimals_rank(f)))
    return sorted(kept, key=repr)


def write_stand_in_dts(model, folder: Path, entry_name: str) -> Path:
    """Schemas declaring the concepts and axes the original uses (see the module's note)."""
    concepts = {}  # clark -> (ns, local, numeric, period type)
    axes = {}  # clark -> (ns, local, typed member qname or None)
    for f in model.facts:
        if f.context is None:
            continue
        q = f.qname
        concepts.setdefault(q.clarkNotation, (q.namespaceURI, q.localName, is_numeric(f), "instant" if f.context.isInstantPeriod else "duration"))
        for dim in f.context.qnameDims.values():
            dq = dim.dimensionQname
            typed = None if dim.isExplicit else dim.typedMember.qname
            axes.setdefault(dq.clarkNotation, (dq.namespaceURI, dq.localName, typed))
    by_ns = defaultdict(list)
    for ns, local, numeric, period in concepts.values():
        kind = "decimalItemType" if numeric else "stringItemType"
        by_ns[ns].append(
            f'<xs:element name="{local}" id="c_{local}" type="xbrli:{kind}" substitutionGroup="xbrli:item" '
            f'xbrli:periodType="{period}" nillable="true"/>'
        )
    typed_files = {}
    for ns, local, typed in axes.values():
        if typed is not None:
            typed_files[typed.clarkNotation] = typed
    files = {ns: f"stand-in-{i}.xsd" for i, ns in enumerate(sorted(set(by_ns) | {a[0] for a in axes.values()} | {t.namespaceURI for t in typed_files.values()}))}
    for ns, local, typed in axes.values():
        ref = f' xbrldt:typedDomainRef="{files[typed.namespaceURI]}#t_{typed.localName}"' if typed is not None else ""
        by_ns[ns].append(
            f'<xs:element name="{local}" id="d_{local}" type="xbrli:stringItemType" substitutionGroup="xbrldt:dimensionItem" '
            f'abstract="true" xbrli:periodType="duration" nillable="true"{ref}/>'
        )
    for typed in typed_files.values():
        by_ns[typed.namespaceURI].append(f'<xs:element name="{typed.localName}" id="t_{typed.localName}" type="xs:string"/>')
    for ns, file in files.items():
        body = "\n  ".join(e for e in by_ns[ns] if f'name="' in e)
        (folder / file).write_text(
            f'<?xml version="1.0" encoding="utf-8"?>\n'
            f'<xs:schema xmlns:xs="{XSD}" xmlns:xbrli="{XBRLI}" xmlns:xbrldt="{XBRLDT}" xmlns:link="{LINK}" '
            f"targetNamespace={quoteattr(ns)} elementFormDefault=\"qualified\" attributeFormDefault=\"unqualified\">\n"
            f'  <xs:import namespace="{XBRLI}" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>\n'
            f'  <xs:import namespace="{XBRLDT}" schemaLocation="http://www.xbrl.org/2005/xbrldt-2005.xsd"/>\n'
            f"  {body}\n</xs:schema>\n",
            encoding="utf-8",
        )
    imports = "\n  ".join(f'<xs:import namespace={quoteattr(ns)} schemaLocation="{file}"/>' for ns, file in files.items())
    entry = folder / entry_name
    entry.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<xs:schema xmlns:xs="{XSD}" targetNamespace="{STUB_ENTRY_NS}">\n  {imports}\n</xs:schema>\n',
        encoding="utf-8",
    )
    return entry


def check(workdir: Path, original: Path, exported: Path) -> int:
    import json

    report = json.loads(exported.read_text(encoding="utf-8"))
    taxonomy = report["documentInfo"]["taxonomy"]
    folder = workdir / original.stem
    cache = workdir / "arelle-cache"
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / original.name
    shutil.copyfile(original, copy)

    # Pass 1: the original without any DTS, to learn the concepts and axes it uses.
    cntlr = controller(cache)
    bare = load(cntlr, str(copy))
    schema_ref = next((e for e in bare.modelDocument.xmlRootElement.iter(f"{{{LINK}}}schemaRef")), None)
    entry_name = (schema_ref.get("{http://www.w3.org/1999/xlink}href") if schema_ref is not None else None) or "stand-in.xsd"
    entry = write_stand_in_dts(bare, folder, entry_name)
    cntlr.modelManager.close()
    # The export names the filing's schema by its EDGAR URL: the same stand-in, in the offline cache.
    for url in taxonomy:
        if url.startswith("http"):
            target = Path(cntlr.webCache.urlToCacheFilepath(url))
            target.parent.mkdir(parents=True, exist_ok=True)
            for f in folder.glob("*.xsd"):
                shutil.copyfile(f, target.parent / (target.name if f == entry else f.name))

    cntlr = controller(cache)
    ixbrl = load(cntlr, str(copy))
    oim = load(cntlr, str(exported))
    oim_errors = defaultdict(int)
    for code in oim.errors:
        oim_errors[str(code)] += 1

    def grouped(model):
        groups = defaultdict(list)
        for f in numeric_facts(model):
            groups[fact_key(f)].append(f)
        return groups

    source, export = grouped(ixbrl), grouped(oim)
    n_source = sum(len(v) for v in source.values())
    n_export = sum(len(v) for v in export.values())
    mismatches = []
    unverifiable = []
    for key in sorted(set(source) | set(export), key=repr):
        if key not in export:
            mismatches.append(("missing from the export", key, [value_of(f) for f in source[key]]))
            continue
        if key not in source:
            mismatches.append(("not in the filing", key, [value_of(f) for f in export[key]]))
            continue
        want, got = merge_consistent(source[key]), merge_consistent(export[key])
        if all(isinstance(v, tuple) and v[0] == "unreadable" for v, _ in want):
            unverifiable.append((key, [f.get("format") for f in source[key]], got))
            continue
        if want != got:
            mismatches.append(("value or decimals differ", key, {"filing": want, "export": got}))
    merged = n_source - sum(len(merge_consistent(v)) for v in source.values())
    print(f"== {original.name} -> {exported.name} ==")
    print(f"  filing (Arelle, inline XBRL): {n_source} numeric facts, {len(source)} distinct concept/entity/period/dimensions/unit, {merged} consistent duplicates")
    print(f"  export (Arelle, xBRL-JSON):  {n_export} numeric facts, {len(export)} distinct; Arelle's load errors: {dict(oim_errors) or 'none'}")
    differing = sum(1 for m in mismatches if m[0] == "value or decimals differ")
    print(f"  matched: {len(set(source) & set(export)) - differing - len(unverifiable)}; mismatches: {len(mismatches)}; unverifiable: {len(unverifiable)}")
    for key, formats, got in unverifiable:
        print(f"    unverifiable (Arelle cannot apply {', '.join(sorted(set(map(str, formats))))}): {key[0]} {key[2]}: fds read {got}")
    for kind, key, detail in mismatches[:50]:
        print(f"    {kind}: {key} {detail}")
    if n_export == 0:
        print("  no numeric fact was read from the export", file=sys.stderr)
        return 1
    return 1 if mismatches or oim_errors else 0


def main() -> int:
    logging.disable(logging.CRITICAL)
    if len(sys.argv) < 4 or len(sys.argv) % 2 != 0:
        print(__doc__, file=sys.stderr)
        return 2
    workdir = Path(sys.argv[1])
    pairs = list(zip(sys.argv[2::2], sys.argv[3::2]))
    failed = sum(check(workdir, Path(o), Path(e)) for o, e in pairs)
    print(f"xbrl-json-check: {len(pairs) - failed} of {len(pairs)} filings' numeric facts equal in Arelle")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
