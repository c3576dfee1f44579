// Generated from /openapi.json by scripts/openapi-client.ts (openapi-typescript): do not edit.
export interface paths {
    "/api/concept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One concept's value for one fiscal period (year + quarter, 4 = annual; date_type Q/YTD/FY), with the tag that answered a
         * @description One concept's value for one fiscal period (year + quarter, 4 = annual; date_type Q/YTD/FY), with the tag that answered and why: every candidate of the registry group in priority order and what happened to it (answered, not reported, no value for the period, not tried). Value carries unit, decimals, period dates and source_ref; a quarter alone no filing reports is derived for additive flows (e.g. Q4 = FY minus nine months) and says so; share counts, per-share amounts, ratios and instants never are. Read from the period's own filing or a later filing's comparative column (reported_in; basis as_reported or latest, restated when they differ). 404 when no candidate has a value. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["get_concept"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concept/cite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A citation pack for one concept's value in one fiscal period: the value (unit, period, tag used), the filing (accession,
         * @description A citation pack for one concept's value in one fiscal period: the value (unit, period, tag used), the filing (accession, URL) and, for each source fact (both inputs of a derived quarter), where the document shows it: 10-K/10-Q section, printed page, character offsets in the document's markdown (as get_filing_document returns it), the shown text and the table row or sentence around it. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: paid.
         */
        post: operations["cite_concept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concept/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One concept (registry group, QName or local name) across companies for the same period.
         * @description One concept (registry group, QName or local name) across companies for the same period. align=fiscal (default): each company's own fiscal year/quarter (Apple's fiscal 2024 ends Sep 2024, NVIDIA's Jan 2024). align=calendar: year/quarter are calendar; each company's cached fiscal period whose midpoint falls in that calendar quarter (or year) answers. Omit quarter for the whole (fiscal or calendar) year. Or give explicit fiscal periods per company. Each company's entry states its fiscal period, its period dates, the tag used and the value with source_ref; a company that cannot answer carries its error. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        post: operations["compare_concept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concept/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A concept over a range of fiscal periods (period_from/period_to: FY2022..FY2024 or 2023Q1..2024Q2), read from cached fil
         * @description A concept over a range of fiscal periods (period_from/period_to: FY2022..FY2024 or 2023Q1..2024Q2), read from cached filings only (never fetches): each point gives status (ok, not_cached, not_reported), the tag that answered, the value with source_ref and the change from the previous point, plus coverage counts. Quarter points are the quarter alone by default (a quarter no filing reports is derived for additive flows only, e.g. Q4 = FY minus nine months); date_type YTD for year to date. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["concept_trend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{source_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored document by source id (DocumentResponse): a filing's primary document or an exhibit (source_type filing, source
         * @description A stored document by source id (DocumentResponse): a filing's primary document or an exhibit (source_type filing, source_id the accession) or an earnings-call transcript (source_type transcript): metadata, sections (transcripts: prepared remarks and Q&A, with their turns), and the markdown paged like the filing document route ([char_start, char_start + max_chars), continue from next_char_start). `query` searches the document shown (full-text index): a transcript's turns, or the filing document's blocks (paragraphs, headings, tables; GET /api/filing/text/search ranks all of a filing's documents); matches are best first.
         *
         *     Tier: internal.
         */
        get: operations["get_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs one extraction schema on one stored document now (ExtractionRequest) and stores the result: the rules (default), or
         * @description Runs one extraction schema on one stored document now (ExtractionRequest) and stores the result: the rules (default), or a configured language model (extractor: model) whose proposed spans are kept only where their text is found verbatim in the document (offsets come from that search). 404 for an unknown document; 503 for a schema that needs a language model when none is configured (400 when the model extractor is asked of a server without one).
         *
         *     Tier: internal.
         */
        post: operations["extract_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingests a filing (IngestFilingRequest): by accession (already stored: reported as is), by ticker, form and fiscal period
         * @description Ingests a filing (IngestFilingRequest): by accession (already stored: reported as is), by ticker, form and fiscal period (fetched from EDGAR when the store lacks it), or from a corpus folder on the server for an operator (corpus_path with the accession). Idempotent. Answers what was stored, counts and issues.
         *
         *     Tier: internal.
         */
        post: operations["ingest_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/ingest-transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores an earnings-call transcript (IngestTranscriptRequest): company, fiscal year and quarter, call date, where it came
         * @description Stores an earnings-call transcript (IngestTranscriptRequest): company, fiscal year and quarter, call date, where it came from, and the text. It is parsed into turns (speaker and role where the text gives them, prepared remarks and Q&A), rendered as markdown with one paragraph per turn, full-text indexed and read by the guidance schema. Idempotent: the same text gives the same source id.
         *
         *     Tier: internal.
         */
        post: operations["ingest_transcript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The extraction schemas (DocumentSchemasResponse): name, version, the forms, documents and sections each reads, its class
         * @description The extraction schemas (DocumentSchemasResponse): name, version, the forms, documents and sections each reads, its classes with typed attributes (numeric classes say which attribute holds the number), and the extractors that can run it here (rules always; a language model when one is configured).
         *
         *     Tier: internal.
         */
        get: operations["list_extraction_schemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickers whose last min_runs collection runs all failed, with each failed run's HTTP status and reason (the provider's er
         * @description Tickers whose last min_runs collection runs all failed, with each failed run's HTTP status and reason (the provider's error, or the payload field that did not match).
         *
         *     Tier: registered.
         */
        get: operations["get_estimate_failures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/freshness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per requested ticker: the time (ISO 8601) of its newest observed consensus of the period kind; null when none was ever o
         * @description Per requested ticker: the time (ISO 8601) of its newest observed consensus of the period kind; null when none was ever observed (every run failed, or the ticker was never collected).
         *
         *     Tier: registered.
         */
        get: operations["get_estimate_freshness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest analyst consensus (EPS and revenue: mean, low, high, analyst count) for the ticker's current and upcoming fis
         * @description The newest analyst consensus (EPS and revenue: mean, low, high, analyst count) for the ticker's current and upcoming fiscal periods of the given kind, each dated (observed_at) and sourced, with the company's fiscal period (from its stored filings' fiscal calendar) and, where the filing is stored, the GAAP value it filed, cited.
         *
         *     Tier: registered.
         */
        get: operations["get_latest_estimates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/revision-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per ticker (all covered tickers when tickers is absent) and current or upcoming period: the change of the consensus mean
         * @description Per ticker (all covered tickers when tickers is absent) and current or upcoming period: the change of the consensus mean over the last `days` days, and the provider's counts of upward and downward EPS revisions (reported for 7 and 30 days).
         *
         *     Tier: registered.
         */
        get: operations["get_estimate_revision_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the consensus for one fiscal period (fiscal_date: its end date, YYYY-MM-DD) moved over time, oldest first: every sna
         * @description How the consensus for one fiscal period (fiscal_date: its end date, YYYY-MM-DD) moved over time, oldest first: every snapshot observed, and the values the provider reported for 7/30/60/90 days before (basis provider_history); each with the company's fiscal period and, where stored, the GAAP value filed for it.
         *
         *     Tier: registered.
         */
        get: operations["get_estimate_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimates/tickers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tickers with at least one observed consensus, sorted.
         * @description The tickers with at least one observed consensus, sorted.
         *
         *     Tier: registered.
         */
        get: operations["list_estimate_tickers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extraction spans of one filing (its primary document, and an 8-K's EX-99 releases) for the schemas asked (all when none)
         * @description Extraction spans of one filing (its primary document, and an 8-K's EX-99 releases) for the schemas asked (all when none): share repurchases, dividends, debt issued or repaid, customer concentration, guidance, going concern, material weakness, restatement, litigation, 8-K events and risk-factor changes. Each span is the exact text of the stored markdown with its offsets, section, typed attributes (amounts with unit and scale, dates, percentages, periods), confidence and extractor. Cached results are returned; a cache miss is extracted now and cached. Select the filing by accession, or by ticker, fiscal year and quarter (4 = the annual report).
         *
         *     Tier: paid.
         */
        post: operations["get_filing_extractions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extractions/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spans of one extraction schema across a company's stored filings and earnings-call transcripts, newest fiscal period fir
         * @description Spans of one extraction schema across a company's stored filings and earnings-call transcripts, newest fiscal period first: filter by fiscal period range (period_from / period_to as FY2024 or 2024Q2), class, form type; each hit cites its filing (accession, form, fiscal period) or transcript and the exact offsets of its text. Documents not yet extracted are extracted first and cached.
         *
         *     Tier: paid.
         */
        get: operations["search_extractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extractions/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One extraction schema of a company per fiscal period, oldest first: span counts per class and, for numeric classes (repu
         * @description One extraction schema of a company per fiscal period, oldest first: span counts per class and, for numeric classes (repurchases, dividends, debt, concentration, guidance ...), the distinct values stated with where each was first stated; optionally the spans themselves (include_hits, at most limit_hits_per_period per period). Filings and transcripts not yet extracted are extracted first and cached.
         *
         *     Tier: paid.
         */
        get: operations["get_extraction_series"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/cover-facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cover-page (dei) facts of a company's fiscal-period filing: by default shares outstanding (EntityCommonStockSharesOutsta
         * @description Cover-page (dei) facts of a company's fiscal-period filing: by default shares outstanding (EntityCommonStockSharesOutstanding), one per class of stock when the filer breaks them down, each in the common fact shape (value, value_exact, unit, decimals, period, concept, axis_key, dimensions, source_ref with accession, document, element id, context id and the document's URL) plus class_of_stock and a citation (markdown offsets of get_filing_document where the cover page shows it; hidden facts say so). fact_name picks another dei element (EntityPublicFloat, DocumentPeriodEndDate ...). 404 when the filing has no such fact.
         *
         *     Tier: registered.
         */
        get: operations["get_filing_cover_facts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/describe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is cached for a company's fiscal-period filing, without fetching anything: the filing, its amendments, and availabi
         * @description What is cached for a company's fiscal-period filing, without fetching anything: the filing, its amendments, and availability of financials (fact counts), linkbases, sections, tables, markdown and extractions. Use it to see what can be answered instantly.
         *
         *     Tier: public.
         */
        get: operations["describe_filing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A filing's primary document (or another document by file name) as markdown, with accession, form, period, URL.
         * @description A filing's primary document (or another document by file name) as markdown, with accession, form, period, URL. Optionally only some sections (sections=item_1a,item_7 or names like risk_factors,mda), joined by a blank line. Paged by character offsets: the response holds [char_start, char_end) of total_chars; continue from next_char_start until it is null, and the pages concatenate to the whole text exactly.
         *
         *     Tier: registered.
         */
        get: operations["get_filing_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evidence for a question about one company's fiscal-period filing, planned before it is searched: the question is mapped
         * @description Evidence for a question about one company's fiscal-period filing, planned before it is searched: the question is mapped to an intent (reported_metric, segment_results, liquidity_capital_returns, guidance_outlook, risks, legal_matters, accounting_policy, business_competition, governance_executives, events, operational_kpis, general) and to a read plan for the filing's form (required and optional sections, each with why: a repurchase question reads 10-K Item 5 and MD&A's liquidity part; a 10-Q legal question reads Part II Item 1 and the contingencies note). The planned sections, the full-text index, tables, XBRL facts, stored extractions and the period's 8-Ks and earnings releases (and related tickers' filings) are searched. Each evidence item is cited: accession, document URL, form, fiscal period, section, the exact text with its offsets in the stored markdown (get_filing_document), and the table cell or XBRL fact of a number. coverage says what was read and what is missing (a section incorporated by reference from a document that is not stored). When no returned item states what was asked (for a figure, a number beside its subject; for a count, a number beside the counted noun), coverage_status is narrow, confidence low, and missing_or_unavailable has an `answer` entry naming what was sought and where it looked. confidence: high = the first item states the answer, in a required section, with complete coverage, clearly ahead of the second item; medium = an item states it but one of those falls short; low = none does (absence, named in missing_or_unavailable) or the ranking is flat (the first item barely above the fourth). Measured on hand-read questions (npm run bench:evidence-quality): the answer is in the top 3 for 86% of high, 89% of medium and 33% of low answers on the tuning questions. Deterministic unless a language model is configured; then it may refine the plan and phrase an answer whose every number and quote is in the evidence. Evidence contract 1.1.0; source_pack_version names the read plans (evidence-read-plans/1).
         *
         *     Tier: paid.
         */
        post: operations["get_filing_evidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every fact fds read from a stored filing's XBRL, to take away: format=xbrl-json (default) is an xBRL-JSON 1.0 report (OI
         * @description Every fact fds read from a stored filing's XBRL, to take away: format=xbrl-json (default) is an xBRL-JSON 1.0 report (OIM, loadable by XBRL processors such as Arelle, given the filing's DTS) with each fact's concept, entity, period, unit, dimensions, value and decimals under its element id, the DTS references and namespaces; format=csv or parquet is one row per fact with the same fields. What a report leaves out is listed in documentInfo's fds:notExported (footnotes, text facts' language and markup, merged duplicates).
         *
         *     Tier: registered.
         */
        get: operations["export_filing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/facts/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Facts of exact QNames (us-gaap:Revenues, company extensions like aapl:...) from one exact filing accession: every period
         * @description Facts of exact QNames (us-gaap:Revenues, company extensions like aapl:...) from one exact filing accession: every period the filing reports (comparatives included) and every dimension unless axis_key narrows ('' = totals), with the filer's labels of the axes and members. With presentation=true: where the filing presents those concepts instead (presentation role, parent, order, preferred label and the filer's label). No registry lookup, no period logic: use get_concept for that.
         *
         *     Tier: registered.
         */
        post: operations["get_filing_facts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filing/text/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search within one company's fiscal-period filing: its primary document and exhibits.
         * @description Full-text search within one company's fiscal-period filing: its primary document and exhibits. Ranked matching paragraphs, headings, list items and tables, each with its document (file name and EDGAR URL), section key (item_1a ...), offsets of the block and of the match in that document's markdown (as get_filing_document pages it with primary_document=<document>) and a snippet with the match in **bold**. Uses the full-text index built at ingest (any word matches, the words as a phrase rank higher, "quoted text" is a required phrase); filings stored before the index existed are scanned instead (indexed: false).
         *
         *     Tier: registered.
         */
        get: operations["search_filing_text"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filings that report a company's fiscal period (quarter 4 = the annual 10-K): accession, form, filed date, period end
         * @description The filings that report a company's fiscal period (quarter 4 = the annual 10-K): accession, form, filed date, period end, fiscal year and period, EDGAR URL. Amendments (10-K/A, 10-Q/A) are listed as their own filings after the original. Fetches the filing from EDGAR when it is not cached.
         *
         *     Tier: public.
         */
        get: operations["get_filings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filings/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current-report (8-K, 8-K/A) filings held in the store and, when a company is named and EDGAR is configured, those EDGAR
         * @description Current-report (8-K, 8-K/A) filings held in the store and, when a company is named and EDGAR is configured, those EDGAR lists for it (stored: false; items from EDGAR's list; 502 when EDGAR fails): accession, company, filed date, event date (period), the 8-K items reported (2.02 results of operations, 5.02 officers, 8.01 other events...) read from the document's item captions, and exhibits with their EDGAR types (EX-99.1...); an EX-99 exhibit of an 8-K reporting item 2.02 is flagged is_earnings_release. Filter by ticker or cik (plus related_tickers), filed-date range, form_types, items (8-K item numbers such as 2.02), and query (text in the company name, item numbers/titles, exhibit types or names; earnings finds every 8-K reporting item 2.02). Sorted by filed date, newest first unless sort_order=asc.
         *
         *     Tier: public.
         */
        get: operations["get_event_filings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All numbers a company's filing reports for one fiscal period (year + quarter; quarter 4 = the annual 10-K): income-state
         * @description All numbers a company's filing reports for one fiscal period (year + quarter; quarter 4 = the annual 10-K): income-statement and cash-flow durations of that period and balance-sheet instants at its end, including dimensional breakdowns (segments, products, geographies) with axis_key. Each row carries value, unit, decimals, period dates, concept, label and source_ref (accession, document, element id) for citation. Other years' comparative columns are excluded; a period whose own filing is not stored is read from a later filing's comparative columns (each row says reported_in; basis=latest takes each value from the most recent filing reporting it, and restated shows where the first and latest reports differ). Use get_metric for one number with prior-year change. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["get_financials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financials/list_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The metrics a company's filing reports for one fiscal period, registry metrics (revenue, net_income ...) first, then eve
         * @description The metrics a company's filing reports for one fiscal period, registry metrics (revenue, net_income ...) first, then every other concept; with each total value when include_values (default true). Use it to discover what can be asked of get_metric for a filing.
         *
         *     Tier: public.
         */
        get: operations["list_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/financials/search_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find metrics in a company's filing for one fiscal period by free text ('research and development', 'diluted shares'): ra
         * @description Find metrics in a company's filing for one fiscal period by free text ('research and development', 'diluted shares'): ranked candidates with concept, label, registry group and a 0-1 score (1 = a registry alias), with values when include_values. role narrows to concepts presented under matching presentation roles.
         *
         *     Tier: public.
         */
        get: operations["search_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One concept in one unit for one calendar period across every company the service holds, as SEC's frames API gives it: pe
         * @description One concept in one unit for one calendar period across every company the service holds, as SEC's frames API gives it: period CY2024 (a calendar year: durations of about 365 days, ±30), CY2024Q3 (a calendar quarter: about 91 days, ±30) or CY2024Q3I (balances on the quarter's last day). Each company's fiscal period is placed on the calendar period its dates lie closest to (Apple's fiscal 2024, Oct 2023 - Sep 2024, is CY2024; a balance on Nov 15 is Q4's), and per company the best-aligned value answers, the last filed (basis=latest, SEC's) or the first filed (basis=as_reported). Values come from SEC's company facts (fds ingest-companyfacts) and from stored filings' own facts, which stand for company facts of the same filing. One row per company by CIK (cik, ticker, entity_name, value, its start and end, accession, form, filed, source), paged: pass next_cursor as cursor for the next companies.
         *
         *     Tier: public.
         */
        get: operations["get_frames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invalidations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invalidations feed: every ingest, re-ingest, amendment and deletion of a filing, oldest first, with ticker, CIK, acc
         * @description The invalidations feed: every ingest, re-ingest, amendment and deletion of a filing, oldest first, with ticker, CIK, accession, form, fiscal period and the parts that changed; drop what you cached of that filing (and lists of that company's filings). Page forward with since_seq=next_since_seq until has_more is false; start from a time with since (ISO 8601; since_seq, when also given, is the cursor). A cursor older than the retained history answers 422 cursor_expired (and one past the newest entry cursor_unknown): re-list what you cache, then follow from head_seq. No cursor: the retained history from its oldest entry.
         *
         *     Tier: registered.
         */
        get: operations["list_invalidations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metric": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One metric for one fiscal period: the current value, the same fiscal period a year earlier (prior), and the year-over-ye
         * @description One metric for one fiscal period: the current value, the same fiscal period a year earlier (prior), and the year-over-year change (absolute and percent). Periods are the company's fiscal calendar (quarter 4 = annual report; date_type Q/YTD/FY). Names the concept that answered and why (registry group, priority order). The value may come from the period's own filing or a later filing's comparative column (reported_in says which; basis=as_reported, the default, prefers the own filing, basis=latest the most recent filing; restated shows both when they differ). A quarter alone that no filing reports is derived for additive flows from two cumulative periods (Q4 = FY minus nine months, Q3 = nine minus six months, Q1 = six months minus Q2 ...; from any stored filings), marked derived with both sources; share counts, per-share amounts, ratios and instants are never derived (404 saying why). 404 when the filing reports no value; 400 equivalence_group_split when a metric group was split (the error names its successors). as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["get_metric"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metric/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One metric over up to 20 fiscal periods ending at (end_year, end_quarter): quarters by default (a quarter no filing repo
         * @description One metric over up to 20 fiscal periods ending at (end_year, end_quarter): quarters by default (a quarter no filing reports is derived for additive flows only, e.g. Q4 = FY minus nine months), fiscal years with date_type=FY or full_year_mode. Each point has its value, the concept and filing that answered, cache_status (cached, fetched, not_cached, unavailable) and coverage_status (reported, derived, not_reported, missing) and reported_in (own_filing, or comparative when only a later filing's comparative column reports the period). basis picks among filings reporting a period (as_reported default, latest). include_equivalents lets a QName metric answer with other concepts of its equivalence group when the company changed tags; cached_only never fetches from EDGAR. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["get_metric_series"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operational-kpis/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operational KPI driver rows of a company's fiscal-period filing (quarter 4 = the annual report), its stored earnings rel
         * @description Operational KPI driver rows of a company's fiscal-period filing (quarter 4 = the annual report), its stored earnings release (8-K exhibit; alone when the filing is not stored) and its stored earnings calls: stores, square footage, deliveries and production, subscribers and members, users, comparable sales, backlog, headcount, ARPU, transactions and volume. Each row: KPI name, topic, value after scale, unit, fiscal period and dates, segment or geography, prior-year value and change where the filing gives it, and a citation (a company extension concept such as nflx:NumberOfPaidMemberships, a count-typed standard concept, a table cell, a sentence, a release's table cell or sentence, or a transcript turn) with offsets into the stored markdown. A topic asked for and not found is an explicit absence row (value null: missing, not zero).
         *
         *     Tier: paid.
         */
        get: operations["get_operational_kpi_driver_rows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The item sections of a 10-K, 10-Q or 8-K (Item 1A Risk Factors, Item 7 MD&A ...): key, title, offsets in the document's
         * @description The item sections of a 10-K, 10-Q or 8-K (Item 1A Risk Factors, Item 7 MD&A ...): key, title, offsets in the document's markdown, word count and text cut at max_words (format=summary: the first 60 words; full: plain text; markdown: markdown). sections=item_1a,item_7 or names (risk_factors, mda) select some; fallback=true answers a missing section with the nearest present one in the form's order (marked fallback_for). include_tables lists the data tables in each section.
         *
         *     Tier: public.
         */
        get: operations["get_filing_sections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A financial statement (income statement, balance sheet or cash flow; aliases income/is/pnl/operations, balance/bs/financ
         * @description A financial statement (income statement, balance sheet or cash flow; aliases income/is/pnl/operations, balance/bs/financial_position, cashflow/cf) for one fiscal period (year + quarter, 4 = annual) or a range (period_from/period_to: FY2023..FY2024 or 2023Q4..2024Q2). Returns standard template lines (key, label, level, subtotal, concept used or null), each chosen from the filing's face statement first (the concept it prints; composite debt lines summed from the printed lines and citing them; a line the face does not print is null, never a stand-in of another meaning; gross profit is never derived), with one value per period (unit, period dates, source_ref; derived values say how), the filing's own presentation (role chosen by content, filer's order, labels and extension lines) and integrity checks (assets = liabilities + equity, gross profit = revenue - cost where printed, cash-flow sections = change in cash) whose failures are warnings with the numbers. 10-Q cash flows default to year to date. A period whose own filing is not stored is read from a later filing's comparative columns (reported_in on each value and period filing; basis as_reported or latest). as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.
         *
         *     Tier: public.
         */
        get: operations["get_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data tables of a company's fiscal-period filing document: table_id, caption, section (item_8 ...), unit and scale, c
         * @description The data tables of a company's fiscal-period filing document: table_id, caption, section (item_8 ...), unit and scale, columns with their periods, row count and xbrl_overlap (how many numeric cells show an iXBRL fact). Give table_id (from this listing, for this filing) for one table with every row and cell: value as shown, scaled value, unit, offsets in the markdown and the fact id behind it.
         *
         *     Tier: public.
         */
        get: operations["get_filing_tables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The best-matching table of each company's fiscal-period filing (10-K for quarter 4, else 10-Q), side by side: pick by ta
         * @description The best-matching table of each company's fiscal-period filing (10-K for quarter 4, else 10-Q), side by side: pick by table_type (income_statement, comprehensive_income, balance_sheet, cash_flow, equity, segment, other) and/or description (matched against captions and row labels). Each company states its filing, table_id, caption, unit and scale ("USD in millions"), columns with periods and rows with values as shown and scaled_value (value times scale: comparable across companies). aligned_columns lines the columns up by fiscal period (the period asked for first, then the same duration a year earlier ...; each company's own column and dates), aligned_rows the rows found in two or more tables: by XBRL concept or equivalence group when their cells show facts (Apple's Net sales meets NVIDIA's Revenue), else by normalized label, each company keeping its label; scaled_values follow aligned_columns. year/quarter are each company's FISCAL period; give periods [{ticker, year, quarter}] to compare different fiscal periods. A company that cannot answer carries its error.
         *
         *     Tier: public.
         */
        post: operations["compare_filing_tables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find data tables across all of a company's STORED filings (10-K, 10-Q, 8-K primary documents): each with accession, form
         * @description Find data tables across all of a company's STORED filings (10-K, 10-Q, 8-K primary documents): each with accession, form, fiscal year and period, table_id (use with get_filing_tables and that filing's year/quarter or accession for the rows), caption, section, table_type, unit and scale, column periods, row count and score. description is matched against captions (weight 3 per term) and row labels (1); table_type is one of income_statement, comprehensive_income, balance_sheet, cash_flow, equity, segment, other, classified from the caption (e.g. "Statements of Operations" is income_statement) or, without one, from statement-typical row labels. period_from/period_to take fiscal periods (2024Q2, FY2024, 2024) or dates (YYYY-MM-DD, against the period end).
         *
         *     Tier: public.
         */
        get: operations["search_filing_tables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag_equivalence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The versioned tag-equivalence registry behind metric and statement lookups: named groups of XBRL concepts that report th
         * @description The versioned tag-equivalence registry behind metric and statement lookups: named groups of XBRL concepts that report the same metric (e.g. revenue = Revenues, RevenueFromContractWithCustomerExcludingAssessedTax, SalesRevenueNet ...), each in priority order, with aliases; split groups with their successors; and the changelog. Narrow with tag (a QName or local name: answers with its group) and/or group (a name or alias; a split group answers with its successors).
         *
         *     Tier: public.
         */
        get: operations["get_tag_equivalence_registry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's stored earnings-call transcripts: the list (source id, fiscal year and quarter, call date, title; the latest
         * @description A company's stored earnings-call transcripts: the list (source id, fiscal year and quarter, call date, title; the latest period first) and one call to read whole (DocumentResponse: prepared remarks and Q&A as sections, each turn with its speaker, role and offsets in the markdown), the fiscal period's (year and quarter; 4 = the fourth-quarter call) or, without a period, the latest. Offsets are those the evidence and KPI routes cite for transcript turns. Reads the store only.
         *
         *     Tier: paid.
         */
        get: operations["get_transcripts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues a background job that fetches a ticker's (or several tickers') periodic filings from EDGAR into the store for the
         * @description Queues a background job that fetches a ticker's (or several tickers') periodic filings from EDGAR into the store for the last fiscal quarters (default 8, ending at the newest report) and checks which metrics (default the registry's headline metrics) they report, so later metric, series and statement calls answer from the cache. Answers 201 with the job id; poll GET /api/warm/{job_id} (warm_metric_cache_status) for per-period progress. Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after 5 s, then 30 s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of 3 attempts fails. An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, and on the last attempt such periods stay 'failed' (with their reason) and the job completes. Completed and failed jobs are kept 7 days.
         *
         *     Tier: paid.
         */
        post: operations["warm_metric_cache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warm/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A warm job (from warm_metric_cache) of the calling key: its state, attempts, timings, and per ticker and fiscal period w
         * @description A warm job (from warm_metric_cache) of the calling key: its state, attempts, timings, and per ticker and fiscal period what became of it (fetched, already_cached, not_on_edgar, failed with a reason, or pending) and which metrics the period's filings report. An unknown id is 404; another key's job is 403. Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after 5 s, then 30 s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of 3 attempts fails. An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, and on the last attempt such periods stay 'failed' (with their reason) and the job completes. Completed and failed jobs are kept 7 days.
         *
         *     Tier: paid.
         */
        get: operations["warm_metric_cache_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{webhook_id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of your webhook subscriptions; its pending deliveries are dropped and no further event is sent.
         * @description Deletes one of your webhook subscriptions; its pending deliveries are dropped and no further event is sent.
         *
         *     Tier: paid.
         */
        post: operations["delete_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The most recent deliveries of one of your subscriptions, newest first: event, state (pending, succeeded, failed, cancell
         * @description The most recent deliveries of one of your subscriptions, newest first: event, state (pending, succeeded, failed, cancelled), attempts with their status, error and duration, and when the next retry is due.
         *
         *     Tier: paid.
         */
        get: operations["list_webhook_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a signed webhook.test event to one of your subscriptions now (once, no retries; a disabled one too) and answers wh
         * @description Sends a signed webhook.test event to one of your subscriptions now (once, no retries; a disabled one too) and answers what the endpoint said; the attempt is recorded in its deliveries and health.
         *
         *     Tier: paid.
         */
        post: operations["test_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook subscriptions with their health: last attempt and success, failures in a row, failing since, pending delive
         * @description Your webhook subscriptions with their health: last attempt and success, failures in a row, failing since, pending deliveries, and whether (and why) a subscription was disabled.
         *
         *     Tier: paid.
         */
        get: operations["list_webhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes a URL to events: filing.ingested, filing.replaced, filing.amended, filing.deleted (any filing the service sto
         * @description Subscribes a URL to events: filing.ingested, filing.replaced, filing.amended, filing.deleted (any filing the service stores) and warm_job.finished (your own warm jobs). The URL must be https and resolve to public addresses only (checked now and at every delivery). Answers the subscription with its signing secret, shown this once. 409 when you already have one for the same URL and events. Deliveries follow the Standard Webhooks specification: POST of {type, timestamp, data} with headers webhook-id (the event id, stable across retries: deduplicate on it), webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed by the secret's base64 part>); verify with any Standard Webhooks library. Only 2xx counts as delivered; retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); 410 disables the subscription, as does failing every attempt for 5 days.
         *
         *     Tier: paid.
         */
        post: operations["register_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "filing.amended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An amendment of stored filings was stored (data.amends names them)
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_filing_amended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "filing.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A filing was removed from the store
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_filing_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "filing.ingested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new filing was stored
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_filing_ingested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "filing.replaced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stored filing was re-ingested with changed content (data.changes says which parts)
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_filing_replaced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "warm_job.finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of your warm jobs completed or failed
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_warm_job_finished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test ping (POST /api/webhooks/{webhook_id}/test)
         * @description Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library (webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 Gone disables the subscription.
         */
        post: operations["webhook_webhook_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** AlignedEstimatePoint */
        AlignedEstimatePoint: {
            analysts: number | null;
            /** @description observed (the provider's value when we read it) or provider_history (what the provider said it was history_days days before) */
            basis: string;
            currency: string | null;
            /** @description End date (YYYY-MM-DD) of the fiscal period the estimate is for, as the provider gives it */
            fiscal_date: string;
            fiscal_period: {
                /** @description Q1-Q4 for a quarter estimate, FY for a year */
                fiscal_period: string;
                fiscal_year: number;
                /** @description The period's end as the company reports it (Apple's quarter ending 2024-03-31 ends 2024-03-30) */
                period_end: string;
                /** @description True when a stored filing reports the period as its own; false when placed from another period's end */
                period_end_exact: boolean;
            } | null;
            high: number | null;
            /** @description 0 for observed; 7, 30, 60 or 90 for provider history */
            history_days: number;
            low: number | null;
            /** @description Consensus mean */
            mean: number;
            /** @description eps (per share, in currency) or revenue (in currency) */
            metric: string;
            /** @description ISO 8601: when the value held (the response's Date; for provider history that minus history_days) */
            observed_at: string;
            /** @description The provider's relative period when observed: 0q current quarter, +1q next, 0y, +1y */
            period_code: string;
            /** @description quarter or year */
            period_kind: string;
            provider: string;
            reported: {
                concept: string;
                derivation: {
                    formula: string;
                    inputs: components["schemas"]["SourceRef"][];
                } | null;
                /** @description For EPS: GAAP diluted EPS as filed; providers' "actual" EPS is often adjusted and may differ from it */
                note: string;
                period: components["schemas"]["DateRange"];
                reported_in: string | null;
                source_ref: components["schemas"]["SourceRef"] | null;
                unit: string | null;
                value: number | null;
            } | null;
            revisions: {
                down_7d: number | null;
                down_30d: number | null;
                up_7d: number | null;
                up_30d: number | null;
            } | null;
            /** @description The recorded response file (or URL) the value was read from */
            source: string;
            ticker: string;
        };
        /** Availability */
        Availability: {
            cached: boolean;
            count: number;
            note: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * Basis
         * @default as_reported
         * @enum {unknown}
         */
        Basis: "as_reported" | "latest";
        /** BasisValue */
        BasisValue: {
            concept: string;
            decimals: number | "INF" | null;
            reported_in: components["schemas"]["ReportedIn"];
            /** @enum {string} */
            source: "xbrl" | "companyfacts" | "derived";
            /** @description The fact behind a reported value, or each input of a derived one */
            sources: components["schemas"]["SourceRef"][];
            value: number | null;
            value_exact: string | null;
        };
        /**
         * CalendarFrame
         * @description The calendar period: a year, a quarter, or a quarter's last day (instant)
         */
        CalendarFrame: {
            end: string;
            /** @enum {string} */
            kind: "year" | "quarter" | "instant";
            label: string;
            start: string;
        };
        /**
         * CatalogSource
         * @default auto
         * @enum {string}
         */
        CatalogSource: "auto" | "8k";
        /** CiteConceptRequest */
        CiteConceptRequest: {
            /**
             * Format: date
             * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
             * @example 2024-12-31
             */
            as_of?: string;
            /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
            basis?: components["schemas"]["Basis"];
            /** @description A registry group name or alias (revenue, net_income, eps_diluted ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name */
            concept_name: string;
            /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
            date_type?: components["schemas"]["DateType"];
            /**
             * @description Answer with the fiscal year's annual values whatever the quarter
             * @default false
             */
            full_year_mode: boolean;
            /** @description Fiscal quarter 1-4; 4 means the annual report (10-K) */
            quarter: number;
            /**
             * @description Company ticker, e.g. AAPL
             * @example AAPL
             */
            ticker: string;
            /** @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026) */
            year: number;
        };
        /** CiteConceptResponse */
        CiteConceptResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            citations: {
                accession: string;
                context: {
                    end: number;
                    kind: string;
                    start: number;
                    text: string;
                } | null;
                context_id: string | null;
                document: string | null;
                element_id: string | null;
                form: string;
                note: string | null;
                offsets: {
                    end: number;
                    start: number;
                } | null;
                page: string | null;
                section: {
                    key: string;
                    title: string;
                } | null;
                shown: string | null;
                url: string | null;
            }[];
            concept: components["schemas"]["ConceptResolution"];
            filing: components["schemas"]["FilingRef"];
            period: components["schemas"]["PeriodSelection"];
            ticker: string;
            value: components["schemas"]["LocatedMetricValue"];
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** ColumnPeriod */
        ColumnPeriod: {
            end_date: string | null;
            instant: boolean;
            months: number | null;
            text: string;
            year: number | null;
        };
        /** CompanyPeriod */
        CompanyPeriod: {
            quarter?: number | null;
            /**
             * @description Company ticker, e.g. AAPL
             * @example AAPL
             */
            ticker: string;
            /** @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026) */
            year: number;
        };
        /** CompareConceptRequest */
        CompareConceptRequest: {
            /**
             * @default fiscal
             * @enum {string}
             */
            align: "fiscal" | "calendar";
            /**
             * Format: date
             * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
             * @example 2024-12-31
             */
            as_of?: string;
            /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
            basis?: components["schemas"]["Basis"];
            /** @description A registry group name or alias (revenue, net_income, eps_diluted ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name */
            concept: string;
            /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
            date_type?: components["schemas"]["DateType"];
            periods?: components["schemas"]["CompanyPeriod"][] | null;
            quarter?: number | null;
            /**
             * @description Companies to compare (with year/quarter)
             * @default []
             */
            tickers: string[];
            year?: number | null;
        } & ({
            periods: unknown[];
        } | {
            tickers: unknown[];
            year: number;
        });
        /** CompareConceptResponse */
        CompareConceptResponse: {
            align: string;
            alignment: string;
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            companies: {
                error: components["schemas"]["Issue"] | null;
                fiscal_year: number | null;
                period: components["schemas"]["DateRange"] | null;
                quarter: number | null;
                result: components["schemas"]["ConceptResponse"] | null;
                ticker: string;
            }[];
            concept: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /**
         * ConceptResolution
         * @description The concept asked for, the registry group that resolved it and the tag used
         */
        ConceptResolution: {
            group: string | null;
            label: string;
            registry_version: string;
            requested: string;
            resolved_by: string;
            used: string;
        };
        /** ConceptResponse */
        ConceptResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            basis: string;
            concept: components["schemas"]["ConceptResolution"];
            filing: components["schemas"]["FilingRef"];
            period: components["schemas"]["PeriodSelection"];
            reason: string;
            ticker: string;
            tried: {
                concept: string;
                /** @description answered | not_reported | no_value_for_period | not_tried */
                outcome: string;
            }[];
            value: components["schemas"]["LocatedMetricValue"];
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** ConceptTrendResponse */
        ConceptTrendResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            concept: string;
            concepts_used: string[];
            coverage: {
                cached: number;
                requested: number;
                with_value: number;
            };
            points: {
                accession: string | null;
                change: number | null;
                concept: string | null;
                fiscal_year: number;
                label: string;
                message: string | null;
                quarter: number;
                status: string;
                value: components["schemas"]["MetricValue"] | null;
            }[];
            ticker: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** Counts */
        Counts: {
            [key: string]: number;
        };
        /** CoverFactsResponse */
        CoverFactsResponse: {
            count: number;
            fact_name: string;
            facts: (components["schemas"]["MetricValue"] & {
                /** @description Where the fact is shown in source_ref.document's markdown (get_filing_document offsets); hidden facts are not shown */
                citation: {
                    markdown_end: number | null;
                    markdown_start: number | null;
                    note: string | null;
                    shown: boolean;
                    shown_text: string | null;
                };
                class_of_stock: string | null;
            })[];
            filing: components["schemas"]["FilingRef"];
        };
        /** DateRange */
        DateRange: {
            end: string;
            start: string | null;
        };
        /** DateType */
        DateType: ("Q" | "YTD" | "FY") | null;
        /** Derivation */
        Derivation: {
            formula: string;
            inputs: components["schemas"]["SourceRef"][];
            method: string;
        };
        /**
         * DimensionLabels
         * @description The filer's label (label linkbase: terse, else standard, English) of each axis and member QName in the facts' dimensions (aapl:GreaterChinaSegmentMember: Greater China); a QName the filing does not label is absent; empty with presentation=true
         */
        DimensionLabels: {
            [key: string]: string;
        };
        /**
         * Dimensions
         * @description Axis to member (QName to QName); empty for totals
         */
        Dimensions: {
            [key: string]: string;
        };
        /**
         * DocumentMatch
         * @description A match of query: a transcript's turn, or a block of a filing document, with offsets in the markdown served
         */
        DocumentMatch: {
            end: number;
            ordinal: number;
            role: string | null;
            score: number;
            section: string | null;
            /** @description The start of the turn's or block's text */
            snippet: string;
            speaker: string | null;
            start: number;
            text_start: number;
        };
        /** DocumentResponse */
        DocumentResponse: {
            char_end: number;
            char_start: number;
            document: string;
            filing: components["schemas"]["FilingRef"] | null;
            markdown: string;
            matches: components["schemas"]["DocumentMatch"][] | null;
            metadata: components["schemas"]["JsonObject"];
            next_char_start: number | null;
            sections: {
                end: number;
                key: string;
                start: number;
                title: string;
            }[];
            source_id: string;
            source_type: string;
            total_chars: number;
            truncated: boolean;
            turns: components["schemas"]["TranscriptTurn"][] | null;
            url: string | null;
        };
        /** DocumentSchemasResponse */
        DocumentSchemasResponse: {
            model_configured: boolean;
            schemas: {
                classes: {
                    attributes: {
                        description: string;
                        name: string;
                        type: string;
                    }[];
                    description: string;
                    name: string;
                    numeric: boolean;
                    value_attributes: string[];
                }[];
                compares_previous_filing: boolean;
                description: string;
                documents: string[];
                extractors: {
                    name: string;
                    version: number;
                }[];
                forms: string[];
                name: string;
                needs_model: boolean;
                sections: {
                    [key: string]: string[];
                };
                title: string;
                version: number;
            }[];
        };
        /** ErrorResponse */
        ErrorResponse: {
            /** @description Further fields depend on the code (required_tier, retry_after_seconds, successors ...) */
            error: {
                /** @description Stable error code: unauthorized, forbidden_tier, not_cached, filing_not_found, rate_limited ... */
                code: string;
                /** @description What went wrong, for a human or a model; hidden for unexpected 5xx errors */
                message: string;
                /** @description Also sent as the X-Request-Id header; quote it when reporting a problem */
                request_id: string;
            } & {
                [key: string]: unknown;
            };
        };
        /** EstimateFailuresResponse */
        EstimateFailuresResponse: components["schemas"]["EstimateTickerFailures"][];
        /** EstimateFreshness */
        EstimateFreshness: {
            [key: string]: string | null;
        };
        /** EstimateRevisionsResponse */
        EstimateRevisionsResponse: components["schemas"]["AlignedEstimatePoint"][];
        /** EstimateRevisionSummary */
        EstimateRevisionSummary: {
            down: number | null;
            fiscal_date: string;
            /** @description The newest consensus mean */
            mean: number;
            mean_before: number | null;
            mean_before_at: string | null;
            mean_change: number | null;
            metric: string;
            /** @description The newest observation */
            observed_at: string;
            period_code: string;
            ticker: string;
            up: number | null;
            window_days: number;
        };
        /** EstimateRevisionSummaryResponse */
        EstimateRevisionSummaryResponse: components["schemas"]["EstimateRevisionSummary"][];
        /** EstimatesLatestResponse */
        EstimatesLatestResponse: components["schemas"]["AlignedEstimatePoint"][];
        /** EstimateTickerFailures */
        EstimateTickerFailures: {
            /** @description Runs in a row, newest first, that failed */
            consecutive_failures: number;
            last_ok_at: string | null;
            runs: {
                at: string;
                http_status: number | null;
                provider: string;
                reason: string | null;
                source: string;
            }[];
            ticker: string;
        };
        /** EstimateTickersResponse */
        EstimateTickersResponse: string[];
        /** EventFilingsResponse */
        EventFilingsResponse: {
            count: number;
            events: {
                accession: string;
                accession_is_synthetic: boolean;
                cik: number | null;
                company: string | null;
                exhibits: {
                    is_earnings_release: boolean;
                    name: string;
                    type: string | null;
                    url: string | null;
                }[];
                filed_date: string | null;
                fiscal_period: string | null;
                fiscal_year: number | null;
                form: string;
                has_earnings_release: boolean;
                items: {
                    /** @description 8-K item, e.g. 2.02 */
                    number: string;
                    title: string;
                }[];
                /** @description document: read from the primary document's item captions; submissions: from EDGAR's filing list (a filing not stored); unavailable: no stored document; not_applicable: not an 8-K (only 8-Ks report 8-K items) */
                items_source: string;
                period: string | null;
                primary_document: string | null;
                /** @description The store holds the filing (documents, sections, text); false: listed on EDGAR only (exhibits unknown until ingested) */
                stored: boolean;
                ticker: string | null;
                url: string | null;
            }[];
            form_types: string[];
            sort_order: string;
            tickers: string[];
            /** @description Events matching the filters before limit */
            total: number;
        };
        /**
         * ExtractionAttribute
         * @description A typed attribute with the text and offsets it was read from
         */
        ExtractionAttribute: {
            approximate?: boolean;
            end: number;
            high?: number | null;
            /** @description Multiplier applied to the shown number (1e6 for 'million' or a table's 'in millions') */
            scale?: number;
            start: number;
            /** @description The words the value was read from (markdown.slice(start, end)) */
            text: string;
            /** @description money, per_share, shares, percent, number, date, period, text */
            type: string;
            unit?: string | null;
            /** @description Normalized: money in units of `unit` after scale, percentages as shown (12 for 12%), dates YYYY-MM-DD, periods FY2024Q3 */
            value: number | string | null;
        };
        /**
         * ExtractionAttributes
         * @description The span's typed attributes by name (the schema's class lists them)
         */
        ExtractionAttributes: {
            [key: string]: components["schemas"]["ExtractionAttribute"];
        };
        /** ExtractionHit */
        ExtractionHit: components["schemas"]["ExtractionSpan"] & {
            source_ref: components["schemas"]["ExtractionSource"];
        };
        /** ExtractionRequest */
        ExtractionRequest: {
            document?: string | null;
            /**
             * @default rules
             * @enum {string}
             */
            extractor: "rules" | "model";
            /**
             * @description Extraction schema: share_repurchases, dividends, debt, customer_concentration, guidance, going_concern, material_weakness, restatement, litigation, event_agreement, event_acquisition, event_officer_change, risk_factor_changes (GET /api/documents/schemas lists their classes)
             * @example share_repurchases
             */
            schema: string;
            /** @description Accession or transcript source id */
            source_id: string;
            /**
             * @default filing
             * @enum {string}
             */
            source_type: "filing" | "transcript";
        };
        /** ExtractionResponse */
        ExtractionResponse: {
            document: string;
            dropped_proposals: number;
            elapsed_ms: number;
            extractor: string;
            extractor_version: number;
            filing: components["schemas"]["FilingRef"] | null;
            schema: string;
            schema_version: number;
            source_id: string;
            source_type: string;
            spans: components["schemas"]["ExtractionSpan"][];
        };
        /** ExtractionSource */
        ExtractionSource: {
            filed_date: string | null;
            fiscal_period: string | null;
            fiscal_year: number | null;
            form: string;
            period_end: string | null;
            /** @description Accession or transcript source id */
            source_id: string;
            /** @description filing or transcript */
            source_type: string;
            stale: boolean;
            url: string | null;
        };
        /**
         * ExtractionSpan
         * @description An extracted span
         */
        ExtractionSpan: {
            attributes: components["schemas"]["ExtractionAttributes"];
            candidate: boolean;
            class: string;
            confidence: number;
            document: string;
            end: number;
            extractor: string;
            extractor_version: number;
            /** @description Offsets are in the previous filing's document */
            in_previous_filing: boolean;
            schema: string;
            schema_version: number;
            section: string | null;
            /** @description sentence, table_cell, table_row, heading or turn */
            source: string;
            start: number;
            table_id: string | null;
            /** @description Exactly markdown.slice(start, end) of `document` (the markdown GET /api/filing/document serves with primary_document=<document>, or the transcript's) */
            text: string;
        };
        /** ExtractionsRequest */
        ExtractionsRequest: {
            accession?: string | null;
            /**
             * @description Serve results of an older schema or extractor version where no current one is cached (marked stale) instead of extracting again
             * @default false
             */
            allow_stale: boolean;
            form_type?: string | null;
            /**
             * @description Include spans below the confidence threshold (0.5), marked candidate
             * @default true
             */
            include_candidates: boolean;
            quarter?: number | null;
            schemas?: string[] | null;
            ticker?: string | null;
            year?: number | null;
        } & ({
            accession: string;
        } | {
            quarter: number;
            ticker: string;
            year: number;
        });
        /** ExtractionsResponse */
        ExtractionsResponse: {
            filing: components["schemas"]["FilingRef"];
            previous_filing: components["schemas"]["FilingRef"] | null;
            schemas: {
                documents: {
                    document: string;
                    extracted_at: string;
                    extractor_version: number;
                    kind: string;
                    schema_version: number;
                    span_count: number;
                    /** @description cached, extracted (now) or stale */
                    status: string;
                    url: string | null;
                }[];
                note: string | null;
                schema: string;
                schema_version: number;
                spans: components["schemas"]["ExtractionSpan"][];
                /** @description cached, extracted, stale or not_applicable */
                status: string;
            }[];
            total_spans: number;
            warnings: string[];
        };
        /** ExtractionsSearchResponse */
        ExtractionsSearchResponse: {
            class: string | null;
            documents_searched: number;
            hits: components["schemas"]["ExtractionHit"][];
            returned: number;
            schema: string;
            schema_version: number;
            stale_documents: number;
            ticker: string;
            total_hits: number;
            truncated: boolean;
        };
        /** ExtractionsSeriesResponse */
        ExtractionsSeriesResponse: {
            class: string | null;
            numeric_classes: string[];
            periods: {
                counts: components["schemas"]["Counts"];
                fiscal_quarter: number | null;
                fiscal_year: number | null;
                hits?: components["schemas"]["ExtractionHit"][];
                hits_truncated?: boolean;
                period: string;
                sources: components["schemas"]["ExtractionSource"][];
                total: number;
                values: {
                    class: string;
                    document: string;
                    end: number;
                    high: number | null;
                    mentions: number;
                    source_id: string;
                    start: number;
                    text: string;
                    unit: string | null;
                    value: number;
                }[];
            }[];
            schema: string;
            schema_version: number;
            ticker: string;
        };
        /** FactPeriod */
        FactPeriod: {
            end: string;
            start: string | null;
            /** @enum {string} */
            type: "duration" | "instant";
        };
        /** FilingDescribeResponse */
        FilingDescribeResponse: {
            amendments: components["schemas"]["FilingRef"][];
            availability: {
                extractions: components["schemas"]["Availability"];
                financials: components["schemas"]["Availability"];
                linkbases: components["schemas"]["Availability"];
                markdown: components["schemas"]["Availability"];
                sections: components["schemas"]["Availability"];
                tables: components["schemas"]["Availability"];
            };
            cached: boolean;
            filing: components["schemas"]["FilingRef"] | null;
            fiscal_year: number;
            issues: components["schemas"]["Issue"][];
            quarter: number;
            ticker: string;
        };
        /** FilingDocumentResponse */
        FilingDocumentResponse: {
            accession: string;
            char_end: number;
            char_start: number;
            /** @description primary or exhibit */
            document_role: string;
            document_type: string | null;
            filing: components["schemas"]["FilingRef"];
            fiscal_period: string | null;
            fiscal_year: number | null;
            form: string;
            markdown: string;
            missing_sections: string[];
            next_char_start: number | null;
            period_end: string | null;
            /** @description File name of the document served */
            primary_document: string;
            sections: {
                document_end: number;
                document_start: number;
                key: string;
                text_end: number;
                text_start: number;
                title: string;
            }[] | null;
            total_chars: number;
            truncated: boolean;
            url: string | null;
        };
        /** FilingEvidenceRequest */
        FilingEvidenceRequest: {
            filing_date_from?: string | null;
            filing_date_to?: string | null;
            /** @description Forms of the event filings read (default 8-K and 8-K/A) */
            form_types?: string[];
            /**
             * @description Add the required sections' full text (paged: see each item's page)
             * @default false
             */
            include_full_sections: boolean;
            /**
             * @description Add planner_trace: how the intent and plan were chosen
             * @default false
             */
            include_planner_trace: boolean;
            /** @default 12 */
            max_hits: number;
            /** @description Fiscal quarter 1-4; 4 means the annual report (10-K) */
            quarter: number;
            /** @description The question, in plain words */
            query: string;
            /** @description Peers whose stored filing of the same fiscal period is read with the same plan */
            related_tickers?: string[];
            source?: string | null;
            task_intent?: string | null;
            /**
             * @description Company ticker, e.g. AAPL
             * @example AAPL
             */
            ticker: string;
            /** @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026) */
            year: number;
        };
        /** FilingEvidenceResponse */
        FilingEvidenceResponse: {
            answer?: {
                evidence_ranks: number[];
                model: string;
                text: string;
            };
            coverage: {
                /** @enum {string} */
                cache_status?: "cold";
                /** @enum {unknown} */
                confidence: "low" | "medium" | "high";
                /** @enum {unknown} */
                coverage_status: "complete" | "partial" | "narrow" | "none";
                evidence_layers_consulted: string[];
                matched_intent: string;
                missing_or_unavailable: ({
                    kind: string;
                    name: string;
                    reason: string;
                    section: string | null;
                    stored: boolean;
                } & {
                    [key: string]: unknown;
                })[];
                searched_earnings_releases?: components["schemas"]["JsonObject"][];
                searched_event_filings?: components["schemas"]["JsonObject"][];
                searched_extractions: string[];
                searched_sections: string[];
                searched_tables: string[];
                /** @enum {unknown} */
                semantic_status: "ok" | "partial" | "empty" | "error";
                /** @description Free-form (spec 2.2) */
                source_families?: components["schemas"]["JsonObject"];
                source_pack_version: string | null;
            };
            evidence: ({
                accession: string;
                accession_is_synthetic: boolean;
                cells: {
                    column_label: string;
                    concept: string | null;
                    end: number;
                    fact_id: string | null;
                    row_label: string;
                    scaled_value: number | null;
                    start: number;
                    table_id: string;
                    text: string;
                    unit: string | null;
                    value: number | null;
                }[] | null;
                /** @description File name of the document the text is in (primary or exhibit) */
                document: string;
                end: number;
                extraction: {
                    attributes: components["schemas"]["JsonObject"];
                    class: string;
                    schema: string;
                } | null;
                fact: {
                    concept: string;
                    end: number;
                    fact_id: string;
                    period_end: string | null;
                    start: number;
                    unit: string | null;
                    value: string | null;
                } | null;
                filed_date: string | null;
                filing_url: string | null;
                fiscal_period: string | null;
                fiscal_year: number | null;
                form: string;
                /** @enum {unknown} */
                layer: "sections" | "text_index" | "tables" | "facts" | "extractions" | "earnings_releases" | "event_filings" | "transcripts" | "related_filings" | "full_sections";
                page: {
                    next_char_start: number | null;
                    section_end: number;
                    section_start: number;
                    truncated: boolean;
                } | null;
                period_end: string | null;
                rank: number;
                /** @enum {unknown} */
                read_plan: "required" | "optional" | "outside";
                score: number;
                section: string | null;
                section_title: string | null;
                start: number;
                subsection: string | null;
                table_id: string | null;
                /** @description Exactly markdown.slice(start, end) of the document as get_filing_document serves it */
                text: string;
                ticker: string | null;
            } & {
                [key: string]: unknown;
            })[];
            planner_trace?: components["schemas"]["SourcePack"];
            source_pack: components["schemas"]["SourcePack"];
            /** @enum {string} */
            status: "success";
            suggested_next_reads: ({
                arguments: components["schemas"]["JsonObject"] | null;
                document: string | null;
                reason: string;
                tool: string | null;
            } & {
                [key: string]: unknown;
            })[];
            warnings: string[];
        };
        /** FilingFactsQueryRequest */
        FilingFactsQueryRequest: {
            /** @description EDGAR accession (0000320193-24-000123) or the store's synthetic fds-… id */
            accession: string;
            axis_key?: string | null;
            /** @description Exact QNames */
            concepts: string[];
            /**
             * @description Return presentation occurrences instead of facts
             * @default false
             */
            presentation: boolean;
        };
        /** FilingFactsQueryResponse */
        FilingFactsQueryResponse: {
            concepts: string[];
            dimension_labels: components["schemas"]["DimensionLabels"];
            facts: (components["schemas"]["MetricValue"] & {
                label: string | null;
            })[];
            filing: components["schemas"]["FilingRef"];
            not_found: string[];
            presentation: {
                concept: string;
                label: string | null;
                order: number;
                parent: string;
                preferred_label: string | null;
                role: string;
                role_definition: string | null;
            }[];
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /**
         * FilingRef
         * @description The filing a value was read from
         */
        FilingRef: {
            accession: string;
            accession_is_synthetic: boolean;
            cache_status?: string;
            cik: number | null;
            company: string | null;
            filed_date: string | null;
            fiscal_period: string | null;
            fiscal_year: number | null;
            form: string;
            is_inline_xbrl: boolean | null;
            period_end: string | null;
            primary_document: string | null;
            reported_in?: components["schemas"]["ReportedIn"];
            ticker: string | null;
            url: string | null;
        };
        /** FilingsResponse */
        FilingsResponse: {
            filings: components["schemas"]["FilingRef"][];
            fiscal_year: number;
            quarter: number;
            ticker: string;
        };
        /** FilingTablesResponse */
        FilingTablesResponse: {
            count: number;
            filing: components["schemas"]["FilingRef"];
            /** @description File name of the document the tables were read from */
            primary_document: string;
            section: string | null;
            table: (components["schemas"]["TableSummary"] & {
                rows: {
                    cells: {
                        column: number;
                        concept: string | null;
                        currency: string | null;
                        end: number;
                        fact_id: string | null;
                        footnotes: string[];
                        kind: string;
                        percent: boolean;
                        scale: number;
                        scaled_value: number | null;
                        start: number;
                        text: string;
                        unit: string | null;
                        value: number | null;
                    }[];
                    group: string | null;
                    index: number;
                    label: string;
                }[];
            }) | null;
            tables: components["schemas"]["TableSummary"][] | null;
            url: string | null;
        };
        /** FilingTextSearchResponse */
        FilingTextSearchResponse: {
            /** @description Documents searched: the primary, then the exhibits */
            documents: string[];
            filing: components["schemas"]["FilingRef"];
            hits: {
                block_end: number;
                block_kind: string;
                block_start: number;
                /** @description File name of the document the block is in (the primary or an exhibit) */
                document: string;
                match_end: number;
                match_start: number;
                phrase_matches: number;
                rank: number;
                score: number;
                section: string | null;
                section_title: string | null;
                snippet: string;
                term_matches: number;
                url: string | null;
            }[];
            indexed: boolean;
            method: string;
            primary_document: string;
            query: string;
            terms: string[];
            total_hits: number;
        };
        /** FinancialsResponse */
        FinancialsResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            basis: string;
            counts: {
                comparative: number;
                dimensional: number;
                restated: number;
                rows: number;
                totals: number;
            };
            filing: components["schemas"]["FilingRef"];
            period: components["schemas"]["PeriodSelection"];
            rows: (components["schemas"]["MetricValue"] & {
                group: string | null;
                label: string;
            })[];
            ticker: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /**
         * FiscalColumnPeriod
         * @description The fiscal period a column covers
         */
        FiscalColumnPeriod: {
            duration_class: string | null;
            end: string | null;
            fiscal_quarter: number;
            fiscal_year: number;
            /** @description FY2024, FY2025 Q2, FY2025 H1, FY2025 9M; instants FY2024 end */
            label: string;
            /** @description Fiscal quarters from the period asked for (0) to this period's end */
            offset_quarters: number;
            /** @description xbrl (the facts' context dates) or heading */
            source: string;
            start: string | null;
            type: string;
        };
        /**
         * FrameRow
         * @description One company's value in a calendar frame
         */
        FrameRow: {
            accession: string;
            cik: number;
            concept: string;
            end: string;
            entity_name: string | null;
            filed: string | null;
            fiscal_period: string | null;
            fiscal_year: number | null;
            form: string;
            frame: string;
            sec_frame: string | null;
            /**
             * @description companyfacts: SEC's company facts; xbrl: a stored filing's XBRL (it wins over company facts of the same filing)
             * @enum {string}
             */
            source: "companyfacts" | "xbrl";
            start: string | null;
            ticker: string | null;
            unit: string;
            value: number;
            /** @description Exact decimal */
            value_exact: string;
        };
        /** FramesResponse */
        FramesResponse: {
            /** @enum {string} */
            basis: "as_reported" | "latest";
            concept: string;
            frame: components["schemas"]["CalendarFrame"];
            next_cursor: string | null;
            rows: components["schemas"]["FrameRow"][];
            unit: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** HTTPValidationError */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        /** IngestFilingRequest */
        IngestFilingRequest: {
            accession?: string | null;
            corpus_path?: string | null;
            form?: ("10-K" | "10-Q") | null;
            quarter?: number | null;
            ticker?: string | null;
            year?: number | null;
        } & ({
            accession: string;
        } | {
            corpus_path: string;
        } | {
            quarter: number;
            ticker: string;
            year: number;
        });
        /** IngestFilingResponse */
        IngestFilingResponse: {
            counts: components["schemas"]["Counts"];
            /** @description The accession, or the transcript's source id (GET /api/documents/{source_id}) */
            id: string;
            issues: components["schemas"]["Issue"][];
            /** @description filing or transcript */
            source_type: string;
            /** @description stored (new), unchanged (already stored as is) or fetched (from EDGAR) */
            status: string;
            /** @description What was stored: the filing and its documents, or the transcript's metadata */
            stored: components["schemas"]["JsonObject"];
        };
        /** IngestTranscriptRequest */
        IngestTranscriptRequest: {
            call_date?: string | null;
            /** @description Fiscal quarter the call reports (4: the fourth quarter and full year) */
            quarter: number;
            source?: string | null;
            text: string;
            /**
             * @description Company ticker, e.g. AAPL
             * @example AAPL
             */
            ticker: string;
            /** @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026) */
            year: number;
        };
        /** Invalidation */
        Invalidation: {
            accession: string;
            /** @description For filing_amended: the stored filings of the same company, form and period it amends */
            amends: string[];
            /** @description ISO 8601 time of the change */
            at: string;
            /** @description Parts that changed: meta, files, documents, facts, linkbases, issues, text_index (all for a new or deleted filing; empty: unknown, assume all) */
            changes: string[];
            cik: number | null;
            fiscal_period: string | null;
            fiscal_year: number | null;
            form: string | null;
            /** @description filing_ingested, filing_replaced (re-ingest with changed content), filing_amended (a new amendment: see amends) or filing_deleted */
            kind: string;
            period_end: string | null;
            /** @description Position in the log: increasing in commit order, never reused (gaps possible) */
            seq: number;
            ticker: string | null;
        };
        /** InvalidationsResponse */
        InvalidationsResponse: {
            /** @description More entries exist already: ask again at once */
            has_more: boolean;
            /** @description The newest seq in the log (0: empty) */
            head_seq: number;
            history: {
                pruned_through_at: string | null;
                pruned_through_seq: number | null;
                /** @description Entries older than this are pruned (the newest is always kept) */
                retention_days: number;
            };
            invalidations: components["schemas"]["Invalidation"][];
            /** @description since_seq of the next request */
            next_since_seq: number;
        };
        /** Issue */
        Issue: {
            code: string;
            message: string;
        };
        /** JsonObject */
        JsonObject: {
            [key: string]: unknown;
        };
        /** KpiCitation */
        KpiCitation: {
            accession: string | null;
            column: number | null;
            concept: string | null;
            context_id: string | null;
            /** @description Filing document file name, or the transcript's source id */
            document: string;
            end: number | null;
            fact_id: string | null;
            /** @enum {unknown} */
            kind: "extension_concept" | "count_concept" | "table_cell" | "sentence" | "release_table_cell" | "release_sentence" | "transcript_turn";
            row: number | null;
            section: string | null;
            speaker: string | null;
            start: number | null;
            table_id: string | null;
            text: string | null;
            turn: number | null;
            url: string | null;
        };
        /**
         * KpiPeriod
         * @description The period the value covers: the filing's own (a 10-Q's quarter), or its fiscal year to date when the text says so (start at the year's start; the row's note says it). Values of earlier periods are no rows: they are prior_year
         */
        KpiPeriod: {
            end: string | null;
            fiscal_period: string | null;
            fiscal_year: number | null;
            instant: boolean;
            start: string | null;
        };
        /** ListMetricsResponse */
        ListMetricsResponse: {
            filing: components["schemas"]["FilingRef"];
            metrics: components["schemas"]["MetricCatalogEntry"][];
            period: components["schemas"]["PeriodSelection"];
            ticker: string;
            /** @description Matching metrics before the limit */
            total: number;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** LocatedDerivation */
        LocatedDerivation: {
            formula: string;
            inputs: components["schemas"]["LocatedSourceRef"][];
            method: string;
        };
        /**
         * LocatedMetricValue
         * @description A number with its unit, decimals, period, concept, dimensions and source; each source says where a reader opens it (location)
         */
        LocatedMetricValue: {
            axis_key: string;
            concept: string;
            decimals: number | "INF" | null;
            derivation?: components["schemas"]["LocatedDerivation"];
            dimensions: components["schemas"]["Dimensions"];
            /**
             * @description Reported values: unique, merged (consistent duplicates, highest decimals kept, EFM 6.5.12) or inconsistent (duplicates disagree)
             * @enum {string}
             */
            duplicate?: "unique" | "merged" | "inconsistent";
            duration_class: string | null;
            period: components["schemas"]["FactPeriod"];
            reported_in?: components["schemas"]["ReportedIn"];
            restated?: components["schemas"]["Restatement"];
            /** @enum {string} */
            source: "xbrl" | "companyfacts" | "derived";
            source_ref: components["schemas"]["LocatedSourceRef"] | null;
            unit: string | null;
            value: number | null;
            value_exact: string | null;
        };
        /**
         * LocatedSourceRef
         * @description Where the value is shown: filing, document, element id and context id; location: where a reader opens it
         */
        LocatedSourceRef: {
            accession: string;
            context_id: string | null;
            document: string | null;
            element_id: string | null;
            filed_date: string | null;
            form: string;
            frame?: string | null;
            location?: components["schemas"]["SourceLocation"] | null;
            reported_in?: components["schemas"]["ReportedIn"];
            url: string | null;
        };
        /** MetricCatalogEntry */
        MetricCatalogEntry: {
            concept: string | null;
            group: string | null;
            label: string;
            score?: number;
            value?: (components["schemas"]["MetricValue"] | components["schemas"]["ReleaseValue"]) | null;
        };
        /** MetricResponse */
        MetricResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            basis: string;
            current: components["schemas"]["LocatedMetricValue"];
            filing: components["schemas"]["FilingRef"];
            metric: {
                candidates: string[];
                concept: string;
                group: string | null;
                label: string;
                registry_version: string;
                requested: string;
                resolved_by: string;
            };
            period: components["schemas"]["PeriodSelection"];
            prior: components["schemas"]["LocatedMetricValue"] | null;
            ticker: string;
            /** @description Non-fatal issues */
            warnings: string[];
            yoy: {
                absolute: number;
                percent: number | null;
            } | null;
        };
        /** MetricSeriesResponse */
        MetricSeriesResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            axis_key: string;
            basis: string;
            coverage: {
                comparative: number;
                derived: number;
                missing: number;
                not_reported: number;
                reported: number;
                requested: number;
            };
            date_type: string;
            full_year_mode: boolean;
            metric: {
                group: string | null;
                include_equivalents: boolean;
                registry_version: string;
                requested: string;
                resolved_by: string;
            };
            points: {
                cache_status: string;
                concept: string | null;
                coverage_status: string;
                filing: components["schemas"]["FilingRef"] | null;
                fiscal_year: number;
                note: string | null;
                quarter: number;
                reported_in: string | null;
                value: components["schemas"]["LocatedMetricValue"] | null;
            }[];
            ticker: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /**
         * MetricValue
         * @description A number with its unit, decimals, period, concept, dimensions and source
         */
        MetricValue: {
            axis_key: string;
            concept: string;
            decimals: number | "INF" | null;
            derivation?: components["schemas"]["Derivation"];
            dimensions: components["schemas"]["Dimensions"];
            /**
             * @description Reported values: unique, merged (consistent duplicates, highest decimals kept, EFM 6.5.12) or inconsistent (duplicates disagree)
             * @enum {string}
             */
            duplicate?: "unique" | "merged" | "inconsistent";
            duration_class: string | null;
            period: components["schemas"]["FactPeriod"];
            reported_in?: components["schemas"]["ReportedIn"];
            restated?: components["schemas"]["Restatement"];
            /** @enum {string} */
            source: "xbrl" | "companyfacts" | "derived";
            source_ref: components["schemas"]["SourceRef"] | null;
            unit: string | null;
            value: number | null;
            value_exact: string | null;
        };
        /** OperationalKpiDriversResponse */
        OperationalKpiDriversResponse: {
            counts: {
                absent: number;
                by_source: components["schemas"]["Counts"];
                by_topic: components["schemas"]["Counts"];
                rows: number;
            };
            filing: components["schemas"]["FilingRef"];
            filter_to_topic: boolean;
            include_non_numeric: boolean;
            layers: string[];
            period: components["schemas"]["KpiPeriod"];
            rows: {
                /** @description Other places stating the same value: the filing's prose beside its table, the call (rounded restatements within half a percent); empty when none */
                also_in: components["schemas"]["KpiCitation"][];
                dimensions: components["schemas"]["Dimensions"];
                kpi_name: string | null;
                note: string | null;
                numeric: boolean;
                period: components["schemas"]["KpiPeriod"];
                prior_year: {
                    change: number | null;
                    change_pct: number | null;
                    period_end: string | null;
                    source: components["schemas"]["KpiCitation"];
                    value: number;
                } | null;
                row_id: string;
                segment: string | null;
                source: components["schemas"]["KpiCitation"] | null;
                /**
                 * @description absent: the topic was searched for and not found (value null: missing is not zero)
                 * @enum {string}
                 */
                status: "reported" | "absent";
                /** @enum {unknown} */
                topic: "stores" | "square_footage" | "deliveries_production" | "subscribers_members" | "users" | "comparable_sales" | "backlog" | "headcount" | "arpu" | "transactions_volume";
                unit: string | null;
                value: number | null;
                value_text: string | null;
            }[];
            source: string;
            topic: string | null;
            transcripts: {
                call_date: string | null;
                source_id: string;
                title: string;
            }[];
            /** @description Rows left out beyond the per-topic limit */
            truncated: number;
            warnings: string[];
        };
        /**
         * PeriodSelection
         * @description The period selector as resolved: fiscal year and quarter, basis (date_type) and duration
         */
        PeriodSelection: {
            date_type: string;
            duration_class: string;
            fiscal_year: number;
            full_year_mode: boolean;
            quarter: number;
        };
        /** ReadItem */
        ReadItem: {
            rationale: string;
            /** @description Section key of the form (item_7, part_2_item_1, item_2_02) or an evidence source (xbrl_facts, earnings_releases ...) */
            section: string;
            /** @description Headings inside the section that matter */
            subsections: string[];
        };
        /** ReleaseSourceRef */
        ReleaseSourceRef: {
            accession: string;
            column_label: string;
            document: string;
            end: number;
            filed_date: string | null;
            form: string;
            row_label: string;
            /** @description Offset of the cell in the exhibit's markdown */
            start: number;
            table_id: string;
            url: string | null;
        };
        /**
         * ReleaseValue
         * @description A number read from an 8-K earnings-release table, citing the exhibit table cell
         */
        ReleaseValue: {
            axis_key: string;
            concept: string | null;
            decimals: null;
            dimensions: components["schemas"]["Dimensions"];
            duration_class: string | null;
            period: components["schemas"]["FactPeriod"];
            scale: number;
            /** @enum {string} */
            source: "8k";
            source_ref: components["schemas"]["ReleaseSourceRef"];
            unit: string | null;
            value: number | null;
            value_exact: string | null;
            value_shown: number | null;
        };
        /**
         * ReportedIn
         * @description own_filing: the period's own 10-K/10-Q (or its amendment); comparative: a later filing's comparative column
         * @enum {unknown}
         */
        ReportedIn: "own_filing" | "comparative";
        /**
         * Restatement
         * @description Present only when the value as first reported and the latest stored filing's differ (beyond rounding)
         */
        Restatement: {
            as_reported: components["schemas"]["BasisValue"];
            latest: components["schemas"]["BasisValue"];
            note: string;
        };
        /** SearchMetricsResponse */
        SearchMetricsResponse: {
            filing: components["schemas"]["FilingRef"];
            metrics: components["schemas"]["MetricCatalogEntry"][];
            period: components["schemas"]["PeriodSelection"];
            ticker: string;
            /** @description Matching metrics before the limit */
            total: number;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** SectionsResponse */
        SectionsResponse: {
            available_sections: string[];
            filing: components["schemas"]["FilingRef"];
            format: string;
            max_words: number;
            missing_sections: {
                key: string;
                nearest: string | null;
            }[];
            /** @description File name of the document the sections were read from */
            primary_document: string;
            sections: {
                end: number;
                fallback_for: string | null;
                key: string;
                source: string;
                start: number;
                tables: components["schemas"]["TableSummary"][] | null;
                text: string;
                title: string;
                truncated: boolean;
                word_count: number;
            }[];
            url: string | null;
        };
        /**
         * SourceLocation
         * @description A readable place printing the value. kind own_document: its own stored document at the element; comparative: another stored filing printing the same concept, period, dimensions and value; edgar: the document on EDGAR (nothing stored prints it). start/end: offsets of the printed number (shown; value = shown x 10^scale) in the markdown GET /api/filing/document serves for accession and document; null for edgar
         */
        SourceLocation: {
            accession: string;
            document: string;
            element_id: string | null;
            end: number | null;
            filed_date: string | null;
            form: string;
            /** @enum {unknown} */
            kind: "own_document" | "comparative" | "edgar";
            note: string;
            scale: number | null;
            section: string | null;
            shown: string | null;
            start: number | null;
            url: string | null;
        };
        /** SourcePack */
        SourcePack: {
            matched_intent: string;
            optional_reads: components["schemas"]["ReadItem"][];
            rationale: string;
            recommended_sources: components["schemas"]["ReadItem"][];
            required_reads: components["schemas"]["ReadItem"][];
            source_pack_version: string | null;
            warnings: string[];
        };
        /**
         * SourceRef
         * @description Where the value is shown: filing, document, element id and context id
         */
        SourceRef: {
            accession: string;
            context_id: string | null;
            document: string | null;
            element_id: string | null;
            filed_date: string | null;
            form: string;
            frame?: string | null;
            reported_in?: components["schemas"]["ReportedIn"];
            url: string | null;
        };
        /** StatementResponse */
        StatementResponse: {
            /**
             * Format: date
             * @description The request's as_of: only filings filed on or before this day were read. Absent without as_of
             */
            as_of?: string;
            basis: string;
            checks: {
                difference: number | null;
                formula: string;
                message: string;
                missing: string[];
                name: string;
                period: string;
                /** @enum {string} */
                status: "pass" | "fail" | "incomplete";
                values: {
                    [key: string]: number | null;
                };
            }[];
            lines: {
                concept: string | null;
                face: ("printed" | "sum_of_printed" | "not_printed") | null;
                group: string;
                key: string;
                label: string;
                level: number;
                subtotal: boolean;
                values: (components["schemas"]["LocatedMetricValue"] | null)[];
            }[];
            periods: {
                date_type: string;
                duration_class: string;
                face: {
                    accession: string;
                    ref: string;
                    /** @enum {unknown} */
                    source: "presentation" | "document_table";
                } | null;
                filing: components["schemas"]["FilingRef"] | null;
                fiscal_year: number;
                label: string;
                quarter: number;
            }[];
            presented: {
                accession: string;
                anchors_found: number;
                anchors_needed: number;
                definition: string | null;
                lines: {
                    abstract: boolean;
                    concept: string;
                    depth: number;
                    extension: boolean;
                    label: string;
                    order: number;
                    parent: string | null;
                    preferred_label: string | null;
                    value: components["schemas"]["LocatedMetricValue"] | null;
                }[];
                reason: string;
                role: string;
            } | null;
            registry_version: string;
            requested: string;
            statement: string;
            ticker: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** TableColumn */
        TableColumn: {
            headers: string[];
            index: number;
            label: string;
            period: components["schemas"]["ColumnPeriod"] | null;
        };
        /** TableCompareRequest */
        TableCompareRequest: {
            description?: string | null;
            periods?: components["schemas"]["CompanyPeriod"][] | null;
            quarter?: number | null;
            table_type?: string | null;
            /**
             * @description Companies to compare (with year/quarter)
             * @default []
             */
            tickers: string[];
            year?: number | null;
        } & (({
            table_type: string;
        } | {
            description: string;
        }) & ({
            periods: unknown[];
        } | {
            tickers: unknown[];
            year: number;
        }));
        /** TableCompareResponse */
        TableCompareResponse: {
            aligned_columns: {
                by_company: {
                    [key: string]: components["schemas"]["FiscalColumnPeriod"] & {
                        column: number;
                    };
                };
                duration_class: string | null;
                /** @description Duration class (or instant) @ quarters from the period asked for: FY@0, FY@-4, Q@0 */
                key: string;
                /** @description The fiscal period (FY2024) when all companies' agree, else each company's */
                label: string;
                offset_quarters: number;
            }[];
            aligned_rows: {
                /**
                 * @description concept, equivalence_group or label
                 * @enum {string}
                 */
                aligned_by: "concept" | "equivalence_group" | "label";
                by_company: {
                    [key: string]: {
                        axis_key: string;
                        concept: string | null;
                        index: number;
                        /** @description The company's own row label */
                        label: string;
                        /** @description One per aligned_columns entry, in that order */
                        scaled_values: (number | null)[];
                    };
                };
                group: string | null;
                key: string;
                label: string;
            }[];
            /** @description How columns and rows were lined up */
            alignment: string;
            companies: {
                error: components["schemas"]["Issue"] | null;
                filing: components["schemas"]["FilingRef"] | null;
                id: string;
                quarter: number;
                table: {
                    caption: string | null;
                    columns: {
                        fiscal_period: components["schemas"]["FiscalColumnPeriod"] | null;
                        headers: string[];
                        index: number;
                        label: string;
                        period: components["schemas"]["ColumnPeriod"] | null;
                    }[];
                    rows: {
                        axis_key: string;
                        cells: {
                            column: number;
                            scaled_value: number | null;
                            text: string;
                            value: number | null;
                        }[];
                        concept: string | null;
                        concept_key: string | null;
                        group: string | null;
                        index: number;
                        /** @description What the row is aligned by: concept_key when its cells show facts, else label_key */
                        key: string;
                        label: string;
                        label_key: string;
                    }[];
                    score: number;
                    section: string | null;
                    table_id: string;
                    table_type: string;
                    unit: components["schemas"]["TableUnit"];
                    unit_text: string;
                } | null;
                ticker: string;
                year: number;
            }[];
            description: string | null;
            same_unit: boolean;
            table_type: string | null;
            unit_note: string;
        };
        /** TableSearchResponse */
        TableSearchResponse: {
            count: number;
            filings_searched: number;
            filings_skipped: {
                accession: string;
                form: string;
                reason: string;
            }[];
            tables: {
                accession: string;
                caption: string | null;
                columns: components["schemas"]["TableColumn"][];
                filed_date: string | null;
                fiscal_period: string | null;
                fiscal_year: number | null;
                form: string;
                period_end: string | null;
                primary_document: string;
                row_count: number;
                row_labels: string[];
                score: number;
                section: string | null;
                table_id: string;
                table_type: string;
                unit: components["schemas"]["TableUnit"];
            }[];
            ticker: string;
            /** @description Matching tables before limit */
            total: number;
        };
        /** TableSummary */
        TableSummary: {
            caption: string | null;
            columns: components["schemas"]["TableColumn"][];
            end: number;
            ordinal: number;
            row_count: number;
            section: string | null;
            start: number;
            table_id: string;
            unit: components["schemas"]["TableUnit"];
            xbrl_overlap: components["schemas"]["XbrlOverlap"];
        };
        /** TableUnit */
        TableUnit: {
            currency: string | null;
            scale: number;
            scale_source: string | null;
            share_scale: number;
        };
        /** TagEquivalenceResponse */
        TagEquivalenceResponse: {
            changelog: {
                change: string;
                version: string;
            }[];
            groups: {
                aliases: string[];
                /** @description Member concepts in priority order: the first one a filing reports answers */
                concepts: string[];
                label: string;
                name: string;
            }[];
            matched: {
                concept: string | null;
                group: string | null;
                split: boolean;
                tag: string | null;
            };
            split_groups: {
                aliases: string[];
                name: string;
                reason: string;
                since: string;
                successors: string[];
            }[];
            version: string;
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /** TranscriptListing */
        TranscriptListing: {
            call_date: string | null;
            fiscal_quarter: number;
            fiscal_year: number;
            source_id: string;
            title: string;
        };
        /** TranscriptsResponse */
        TranscriptsResponse: {
            ticker: string;
            transcript: components["schemas"]["DocumentResponse"] | null;
            transcripts: components["schemas"]["TranscriptListing"][];
            /** @description Non-fatal issues */
            warnings: string[];
        };
        /**
         * TranscriptTurn
         * @description A turn of an earnings call: its section, speaker and role, offsets in the transcript's markdown
         */
        TranscriptTurn: {
            end: number;
            ordinal: number;
            role: string | null;
            section: string;
            speaker: string | null;
            start: number;
            text_start: number;
        };
        /** ValidationError */
        ValidationError: {
            ctx?: components["schemas"]["JsonObject"];
            input?: unknown;
            /** @description ["query" | "body" | "path", field, ...] */
            loc: (string | number)[];
            msg: string;
            /** @description missing, int_parsing, less_than_equal, greater_than_equal, bool_parsing, enum, extra_forbidden ... */
            type: string;
        };
        /** WarmAcceptResponse */
        WarmAcceptResponse: {
            /** @description false: an identical request of yours was already queued or running, and this is that job */
            created: boolean;
            created_at: string;
            /** @description Poll GET /api/warm/{job_id} with the same key */
            job_id: string;
            /** @enum {string} */
            kind: "warm_metric_cache";
            /** @description Where to poll: /api/warm/{job_id} */
            poll: string;
            request: components["schemas"]["WarmRequestEcho"];
            /**
             * @description Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after 5 s, then 30 s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of 3 attempts fails. An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, and on the last attempt such periods stay 'failed' (with their reason) and the job completes. Completed and failed jobs are kept 7 days.
             * @enum {unknown}
             */
            state: "queued" | "running" | "completed" | "failed";
        };
        /** WarmJobFinishedData */
        WarmJobFinishedData: {
            attempts: number;
            created_at: string;
            error: string | null;
            finished_at: string | null;
            job_id: string;
            /** @description warm_metric_cache */
            kind: string;
            /** @description Per-period outcome, as GET /api/warm/{job_id} shows it */
            progress: unknown;
            /** @description The warm request as submitted */
            request: unknown;
            /** @description completed or failed */
            state: string;
            /** @description Where the job's status is polled */
            status_url: string;
        };
        /**
         * WarmJobStatusResponse
         * @description Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after 5 s, then 30 s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of 3 attempts fails. An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, and on the last attempt such periods stay 'failed' (with their reason) and the job completes. Completed and failed jobs are kept 7 days.
         */
        WarmJobStatusResponse: {
            /** @description Attempts started so far */
            attempts: number;
            counts: {
                already_cached: number;
                failed: number;
                fetched: number;
                not_on_edgar: number;
                pending: number;
                total: number;
            };
            created_at: string;
            error: string | null;
            finished_at: string | null;
            job_id: string;
            /** @enum {string} */
            kind: "warm_metric_cache";
            max_attempts: number;
            periods: {
                accession: string | null;
                duration_ms: number | null;
                finished_at: string | null;
                fiscal_year: number;
                form: string | null;
                /** @description Metrics asked for that stored filings report for the period */
                metrics_found: string[];
                metrics_missing: string[];
                /** @description Fiscal quarter; 4 is the annual report */
                quarter: number;
                reason: string | null;
                /**
                 * @description pending (not tried yet, or retried on the next attempt), fetched (from EDGAR by this job), already_cached (the store held it), not_on_edgar (EDGAR has no such filing), failed (EDGAR or the filing failed: see reason)
                 * @enum {unknown}
                 */
                status: "pending" | "fetched" | "already_cached" | "not_on_edgar" | "failed";
                ticker: string;
                tries: number;
            }[];
            request: components["schemas"]["WarmRequestEcho"];
            started_at: string | null;
            /**
             * @description Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after 5 s, then 30 s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of 3 attempts fails. An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, and on the last attempt such periods stay 'failed' (with their reason) and the job completes. Completed and failed jobs are kept 7 days.
             * @enum {unknown}
             */
            state: "queued" | "running" | "completed" | "failed";
            tickers: {
                end_quarter: number | null;
                end_year: number | null;
                reason: string | null;
                /**
                 * @description resolved: its quarters are listed; not_on_edgar or failed: where they end could not be found (reason)
                 * @enum {unknown}
                 */
                status: "pending" | "resolved" | "not_on_edgar" | "failed";
                ticker: string;
            }[];
            timings: {
                queued_ms: number | null;
                running_ms: number | null;
                /** @description From creation to the end (or now) */
                total_ms: number;
            };
        };
        /**
         * WarmRequest
         * @description Which tickers, metrics and fiscal quarters to warm (fetch from EDGAR into the store). Name a ticker or several. end_year and end_quarter go together; without them the quarters end at each ticker's newest periodic report on EDGAR. An identical request (same caller, same normalized request) while the job is queued or running returns that job.
         */
        WarmRequest: {
            /** @description Fiscal quarter 1-4; 4 means the annual report (10-K) */
            end_quarter?: number;
            /** @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026) */
            end_year?: number;
            /** @description Registry metrics or aliases (revenue, net_income, eps_diluted ...) or QNames; default the registry's headline metrics */
            metrics?: string[];
            /**
             * @description Fiscal quarters counted back from the end, the end included (a quarter 4 is the annual report)
             * @default 8
             */
            periods: number;
            /**
             * @description Company ticker, e.g. AAPL
             * @example AAPL
             */
            ticker?: string;
            /** @description Several tickers (at most 10); with ticker, both are warmed */
            tickers?: string[];
        } & ((unknown | unknown) & (unknown | unknown | {
            tickers?: unknown[];
        }) & (unknown | unknown));
        /**
         * WarmRequestEcho
         * @description The request as normalized: tickers upper-cased and sorted, metrics by registry name; end null when each ticker's newest quarter is meant
         */
        WarmRequestEcho: {
            end_quarter: number | null;
            end_year: number | null;
            metrics: string[];
            periods: number;
            tickers: string[];
        };
        /** Webhook */
        Webhook: {
            created_at: string;
            description: string | null;
            disabled_at: string | null;
            disabled_reason: string | null;
            events: string[];
            health: {
                /** @description Failed attempts since the last success */
                consecutive_failures: number;
                failing_since: string | null;
                last_attempt_at: string | null;
                last_error: string | null;
                last_failure_at: string | null;
                last_status: number | null;
                last_success_at: string | null;
                /** @description Deliveries waiting for an attempt */
                pending_deliveries: number;
            };
            id: string;
            /** @enum {string} */
            status: "active" | "disabled";
            url: string;
        };
        /** WebhookDeleteResponse */
        WebhookDeleteResponse: {
            /** @enum {boolean} */
            deleted: true;
            webhook_id: string;
        };
        /** WebhookDeliveriesResponse */
        WebhookDeliveriesResponse: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            webhook_id: string;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /** @description Latest first */
            attempt_log: {
                at: string;
                attempt: number;
                duration_ms: number;
                error: string | null;
                status: number | null;
            }[];
            attempts: number;
            completed_at: string | null;
            created_at: string;
            /** @description The webhook-id header of every attempt */
            event_id: string;
            event_type: string;
            id: string;
            last_error: string | null;
            last_status: number | null;
            next_attempt_at: string | null;
            /**
             * @description pending (an attempt is due at next_attempt_at), succeeded, failed (retries spent, or 410), cancelled (subscription disabled)
             * @enum {unknown}
             */
            state: "pending" | "succeeded" | "failed" | "cancelled";
        };
        /** WebhookListResponse */
        WebhookListResponse: {
            webhooks: components["schemas"]["Webhook"][];
        };
        /** WebhookRegisterRequest */
        WebhookRegisterRequest: {
            description?: string | null;
            /** @description Event types to receive */
            events: ("filing.ingested" | "filing.replaced" | "filing.amended" | "filing.deleted" | "warm_job.finished")[];
            /** @description https URL of your receiver (no credentials, no fragment) */
            url: string;
        };
        /** WebhookRegisterResponse */
        WebhookRegisterResponse: {
            /** @description whsec_<base64>: the signing secret, shown only in this response */
            secret: string;
            /** @description How deliveries are signed */
            signature: string;
            webhook: components["schemas"]["Webhook"];
        };
        /** WebhookTestData */
        WebhookTestData: {
            message: string;
            webhook_id: string;
        };
        /** WebhookTestResponse */
        WebhookTestResponse: {
            /** @description The endpoint answered 2xx */
            delivered: boolean;
            delivery_id: string;
            duration_ms: number;
            error: string | null;
            event_id: string;
            status: number | null;
        };
        /**
         * XbrlJsonFact
         * @description One fact of an xBRL-JSON report
         */
        XbrlJsonFact: {
            /** @description Accuracy; absent for INF, text facts and nil */
            decimals?: number;
            /** @description concept, entity (scheme prefix:identifier), period (ISO 8601 dateTimes: an end is the next day's 00:00; absent: forever), unit (absent: pure or text), and each axis QName to its member QName or typed value */
            dimensions: components["schemas"]["Dimensions"];
            /** @description The document the fact was read from */
            "fds:document": string;
            /** @description The fact's element id in that document */
            "fds:elementId"?: string;
            /** @description Consistent duplicates merged into this fact (EFM 6.5.12): their element ids */
            "fds:mergedElementIds"?: string[];
            value: string | null;
        };
        /**
         * XbrlJsonReport
         * @description A filing's facts as an xBRL-JSON 1.0 report (OIM)
         */
        XbrlJsonReport: {
            documentInfo: {
                /** @enum {string} */
                documentType: "https://xbrl.org/2021/xbrl-json";
                "fds:accession": string;
                "fds:filedDate": string | null;
                "fds:form": string;
                /** @description What the filing holds that this report leaves out, and why */
                "fds:notExported": string[];
                "fds:url": string | null;
                /** @description Prefix to namespace URI of every QName used */
                namespaces: components["schemas"]["Dimensions"];
                /** @description The filing's DTS references (schemaRef, linkbaseRef), resolved against its EDGAR folder when its accession is EDGAR's */
                taxonomy: string[];
            };
            /** @description By fact id: the element id where the fact has one, else fds-fact-<n> */
            facts: {
                [key: string]: components["schemas"]["XbrlJsonFact"];
            };
        };
        /** XbrlOverlap */
        XbrlOverlap: {
            numeric_cells: number;
            share: number | null;
            tagged_cells: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_concept: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                /**
                 * @description A registry group name or alias (revenue, net_income, eps_diluted ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name
                 * @example revenue
                 */
                concept_name: string;
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConceptResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cite_concept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticker": "AAPL",
                 *       "year": 2024,
                 *       "quarter": 4,
                 *       "concept_name": "net_income"
                 *     }
                 */
                "application/json": components["schemas"]["CiteConceptRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CiteConceptResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    compare_concept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "concept": "revenue",
                 *       "tickers": [
                 *         "AAPL",
                 *         "NVDA",
                 *         "GOOGL"
                 *       ],
                 *       "year": 2024,
                 *       "align": "calendar"
                 *     }
                 */
                "application/json": components["schemas"]["CompareConceptRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareConceptResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    concept_trend: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                /**
                 * @description A registry group name or alias (revenue, net_income, eps_diluted ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name
                 * @example revenue
                 */
                concept_name: string;
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /**
                 * @description A fiscal period: FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); the range covers both ends (either order; a fiscal year beside a quarter stands for its four quarters, date_type FY makes it fiscal years), at most its latest 20 periods
                 * @example FY2022
                 */
                period_from: string;
                /**
                 * @description A fiscal period: FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); the range covers both ends (either order; a fiscal year beside a quarter stands for its four quarters, date_type FY makes it fiscal years), at most its latest 20 periods
                 * @example FY2024
                 */
                period_to: string;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example NFLX
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConceptTrendResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_document: {
        parameters: {
            query?: {
                char_start?: number;
                document?: string | null;
                /** @example 2000 */
                max_chars?: number;
                query?: string | null;
                /** @example filing */
                source_type?: "filing" | "transcript";
            };
            header?: never;
            path: {
                /** @description Accession or transcript source id */
                source_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    extract_document: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source_id": "0000320193-24-000123",
                 *       "source_type": "filing",
                 *       "schema": "share_repurchases"
                 *     }
                 */
                "application/json": components["schemas"]["ExtractionRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ingest_document: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accession": "0000320193-24-000123"
                 *     }
                 */
                "application/json": components["schemas"]["IngestFilingRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestFilingResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ingest_transcript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticker": "AAPL",
                 *       "year": 2024,
                 *       "quarter": 4,
                 *       "call_date": "2024-10-31",
                 *       "source": "example",
                 *       "text": "Good afternoon. I'll now turn it over to Tim. Thank you. We expect gross margin to be between 46 and 47%."
                 *     }
                 */
                "application/json": components["schemas"]["IngestTranscriptRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestFilingResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_extraction_schemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSchemasResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_estimate_failures: {
        parameters: {
            query?: {
                /** @example 1 */
                min_runs?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateFailuresResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_estimate_freshness: {
        parameters: {
            query: {
                /**
                 * @description Period kind of the estimates: quarter (default) or year
                 * @example quarter
                 */
                period?: string;
                /**
                 * @description Comma-separated tickers (e.g. AAPL,AMZN); each is a key of the answer, null for a ticker never collected
                 * @example AAPL,QQQ
                 */
                tickers: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateFreshness"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_latest_estimates: {
        parameters: {
            query: {
                /**
                 * @description Period kind of the estimates: quarter (default) or year
                 * @example quarter
                 */
                period?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimatesLatestResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_estimate_revision_summary: {
        parameters: {
            query?: {
                /**
                 * @description Window in days before the newest observation
                 * @example 30
                 */
                days?: number;
                /**
                 * @description Period kind of the estimates: quarter (default) or year
                 * @example quarter
                 */
                period?: string;
                /** @example AAPL */
                tickers?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateRevisionSummaryResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_estimate_revisions: {
        parameters: {
            query: {
                /**
                 * @description End date of the fiscal period, e.g. 2025-03-31
                 * @example 2025-03-31
                 */
                fiscal_date: string;
                /**
                 * @description Period kind of the estimates: quarter (default) or year
                 * @example quarter
                 */
                period?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateRevisionsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_estimate_tickers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstimateTickersResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_extractions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticker": "AAPL",
                 *       "year": 2024,
                 *       "quarter": 4,
                 *       "schemas": [
                 *         "share_repurchases",
                 *         "dividends"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExtractionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    search_extractions: {
        parameters: {
            query: {
                /** @description Serve results of an older schema or extractor version where no current one is cached (marked stale) instead of extracting again */
                allow_stale?: boolean;
                /** @example revenue_share */
                class?: string | null;
                form_type?: string | null;
                /** @description Include spans below the confidence threshold (0.5), marked candidate */
                include_candidates?: boolean;
                /** @description Most hits returned */
                limit?: number;
                period_from?: string | null;
                period_to?: string | null;
                /**
                 * @description Extraction schema: share_repurchases, dividends, debt, customer_concentration, guidance, going_concern, material_weakness, restatement, litigation, event_agreement, event_acquisition, event_officer_change, risk_factor_changes (GET /api/documents/schemas lists their classes)
                 * @example customer_concentration
                 */
                schema: string;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example NVDA
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionsSearchResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_extraction_series: {
        parameters: {
            query: {
                /** @description Serve results of an older schema or extractor version where no current one is cached (marked stale) instead of extracting again */
                allow_stale?: boolean;
                class?: string | null;
                form_type?: string | null;
                /** @description Include spans below the confidence threshold (0.5), marked candidate */
                include_candidates?: boolean;
                /** @description Include the spans of each period */
                include_hits?: boolean;
                limit_hits_per_period?: number;
                period_from?: string | null;
                period_to?: string | null;
                /**
                 * @description Extraction schema: share_repurchases, dividends, debt, customer_concentration, guidance, going_concern, material_weakness, restatement, litigation, event_agreement, event_acquisition, event_officer_change, risk_factor_changes (GET /api/documents/schemas lists their classes)
                 * @example guidance
                 */
                schema: string;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionsSeriesResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_cover_facts: {
        parameters: {
            query: {
                fact_name?: string;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example GOOGL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverFactsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    describe_filing: {
        parameters: {
            query: {
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 2
                 */
                quarter: number;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2025
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingDescribeResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_document: {
        parameters: {
            query?: {
                accession?: string | null;
                char_end?: number | null;
                char_start?: number;
                cik?: number | null;
                form_type?: string | null;
                /** @example 5000 */
                max_chars?: number;
                primary_document?: string | null;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter?: number;
                /** @example item_1a */
                sections?: string | null;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker?: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingDocumentResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_evidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticker": "AAPL",
                 *       "year": 2024,
                 *       "quarter": 4,
                 *       "query": "How much did Apple spend on share repurchases?"
                 *     }
                 */
                "application/json": components["schemas"]["FilingEvidenceRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingEvidenceResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    export_filing: {
        parameters: {
            query: {
                /**
                 * @description EDGAR accession (0000320193-24-000123) or the store's synthetic fds-… id of a stored filing
                 * @example 0000320193-24-000123
                 */
                accession: string;
                /** @description The answer's format: xbrl-json (default) as documented, or csv or parquet: the same answer as a table, one fact of the filing per row, numbers with their unit, period and source (the download's columns are described in docs/exports.md and, for Parquet, in its fds.columns metadata). MCP answers in JSON only. */
                format?: "xbrl-json" | "csv" | "parquet";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XbrlJsonReport"];
                    "application/vnd.apache.parquet": string;
                    "text/csv": string;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_facts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accession": "0000320193-23-000106",
                 *       "concepts": [
                 *         "us-gaap:NetIncomeLoss"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FilingFactsQueryRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingFactsQueryResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    search_filing_text: {
        parameters: {
            query: {
                limit?: number;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @example supply chain */
                query: string;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingTextSearchResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filings: {
        parameters: {
            query: {
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example NVDA
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2025
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_event_filings: {
        parameters: {
            query?: {
                cik?: string | null;
                filing_date_from?: string | null;
                filing_date_to?: string | null;
                form_types?: string[] | null;
                items?: string[] | null;
                /** @example 50 */
                limit?: number;
                query?: string | null;
                related_tickers?: string[] | null;
                /**
                 * @description By filed date: asc or desc
                 * @example desc
                 */
                sort_order?: string;
                /** @example MMM */
                ticker?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFilingsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_financials: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_metrics: {
        parameters: {
            query: {
                /** @description Q, YTD or FY; default Q for quarters 1-3 and FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                include_values?: boolean;
                limit?: number;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 2
                 */
                quarter: number;
                /** @description auto: the 10-Q/10-K XBRL facts; 8k: the period's 8-K earnings-release tables (EX-99.* of an Item 2.02 8-K) */
                source?: components["schemas"]["CatalogSource"];
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example NVDA
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2026
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListMetricsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    search_metrics: {
        parameters: {
            query: {
                /** @description Q, YTD or FY; default Q for quarters 1-3 and FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                include_values?: boolean;
                limit?: number;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @example research and development */
                query: string;
                role?: string[] | null;
                /** @description auto: the 10-Q/10-K XBRL facts; 8k: the period's 8-K earnings-release tables (EX-99.* of an Item 2.02 8-K) */
                source?: components["schemas"]["CatalogSource"];
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchMetricsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_frames: {
        parameters: {
            query: {
                /** @description latest (default, SEC's frames): each company's last filed value for the period; as_reported: the first filed (as first reported) */
                basis?: "as_reported" | "latest";
                /**
                 * @description A QName (us-gaap:Revenues, ifrs-full:Revenue, dei:EntityCommonStockSharesOutstanding) or a us-gaap local name (Revenues)
                 * @example us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax
                 */
                concept: string;
                /** @description next_cursor of the previous page; absent for the first */
                cursor?: string;
                /** @description The answer's format: json (default) as documented, or csv or parquet: the same answer as a table, one company's value in the calendar frame (one page: follow next_cursor in JSON for the rest) per row, numbers with their unit, period and source (the download's columns are described in docs/exports.md and, for Parquet, in its fds.columns metadata). MCP answers in JSON only. */
                format?: "json" | "csv" | "parquet";
                /** @description Companies per page */
                limit?: number;
                /**
                 * @description CY2024 (year), CY2024Q3 (quarter) or CY2024Q3I (instant: the quarter's last day)
                 * @example CY2024Q3
                 */
                period: string;
                /**
                 * @description USD, shares, pure, USD/shares (SEC's USD-per-shares also reads)
                 * @example USD
                 */
                unit: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FramesResponse"];
                    "application/vnd.apache.parquet": string;
                    "text/csv": string;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_invalidations: {
        parameters: {
            query?: {
                /**
                 * @description Entries per page
                 * @example 100
                 */
                limit?: number;
                since?: string | null;
                /** @example 0 */
                since_seq?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidationsResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_metric: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Dimensional breakdown: sorted `Axis=Member|...`, e.g. `srt:ProductOrServiceAxis=aapl:IPhoneMember`; empty or absent for totals */
                axis_key?: string | null;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                /**
                 * @description A registry metric (revenue, net_income, eps_diluted, total_assets, operating_cash_flow ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name (Revenues)
                 * @example revenue
                 */
                metric_name: string;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @description Only concepts presented under a presentation role whose URI or title contains this text (e.g. 'operations') */
                role?: string | null;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_metric_series: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Dimensional breakdown: sorted `Axis=Member|...`, e.g. `srt:ProductOrServiceAxis=aapl:IPhoneMember`; empty or absent for totals */
                axis_key?: string | null;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                cached_only?: boolean;
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 3
                 */
                end_quarter: number;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2025
                 */
                end_year: number;
                /** @description The answer's format: json (default) as documented, or csv or parquet: the same answer as a table, one fiscal period of the series per row, numbers with their unit, period and source (the download's columns are described in docs/exports.md and, for Parquet, in its fds.columns metadata). MCP answers in JSON only. */
                format?: "json" | "csv" | "parquet";
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                include_equivalents?: boolean;
                /**
                 * @description A registry metric (revenue, net_income, eps_diluted, total_assets, operating_cash_flow ...; see get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name (Revenues)
                 * @example revenue
                 */
                metric_name: string;
                /** @example 8 */
                periods?: number;
                /** @description Only concepts presented under a presentation role whose URI or title contains this text (e.g. 'operations') */
                role?: string | null;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricSeriesResponse"];
                    "application/vnd.apache.parquet": string;
                    "text/csv": string;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_operational_kpi_driver_rows: {
        parameters: {
            query: {
                /** @description Answer the topic's rows only */
                filter_to_topic?: boolean;
                /** @description Also sentences that name a topic without a value */
                include_non_numeric?: boolean;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example NFLX
                 */
                ticker: string;
                /** @example subscribers_members */
                topic?: string | null;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationalKpiDriversResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_sections: {
        parameters: {
            query?: {
                accession?: string | null;
                cik?: number | null;
                /** @description Answer a missing section with the nearest present one */
                fallback?: boolean;
                form_type?: string | null;
                /** @example summary */
                format?: "summary" | "full" | "markdown";
                include_tables?: boolean;
                /** @description Words of text per section, at most: a whole number from 1 to 1000000 */
                max_words?: string;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter?: number;
                /** @example item_1a,item_7 */
                sections?: string | null;
                source?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker?: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_statement: {
        parameters: {
            query: {
                /**
                 * @description Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q of the company was filed by then and EDGAR cannot be asked. Absent: everything stored
                 * @example 2024-12-31
                 */
                as_of?: string;
                /** @description Which stored filing answers when several report the period: as_reported (default: the period's own 10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later filing's comparative column) or latest (the most recently filed stored filing that reports it: restatements, splits and reclassifications applied). A value whose first and latest reports differ carries `restated` with both. With as_of, only filings filed by that day are candidates: as first reported, or the latest as of that day */
                basis?: components["schemas"]["Basis"];
                /** @description Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4 */
                date_type?: components["schemas"]["DateType"];
                /** @description The answer's format: json (default) as documented, or csv or parquet: the same answer as a table, one template line in one period (then one line of the filing's own presentation) per row, numbers with their unit, period and source (the download's columns are described in docs/exports.md and, for Parquet, in its fds.columns metadata). MCP answers in JSON only. */
                format?: "json" | "csv" | "parquet";
                /** @description Answer with the fiscal year's annual values whatever the quarter */
                full_year_mode?: boolean;
                /** @description A fiscal period: FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); the range covers both ends (either order; a fiscal year beside a quarter stands for its four quarters, date_type FY makes it fiscal years), at most its latest 20 periods */
                period_from?: string | null;
                /** @description A fiscal period: FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); the range covers both ends (either order; a fiscal year beside a quarter stands for its four quarters, date_type FY makes it fiscal years), at most its latest 20 periods */
                period_to?: string | null;
                /**
                 * @description Fiscal quarter 1-4; 4 = the annual report
                 * @example 4
                 */
                quarter?: number;
                /** @description Where values come from: auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only */
                source?: string;
                /**
                 * @description income_statement | balance_sheet | cash_flow, or an alias (income, is, pnl, operations; balance, bs, financial_position; cashflow, cf)
                 * @example income_statement
                 */
                statement: string;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description FISCAL year (with quarter) for one period
                 * @example 2024
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementResponse"];
                    "application/vnd.apache.parquet": string;
                    "text/csv": string;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_filing_tables: {
        parameters: {
            query: {
                accession?: string | null;
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter: number;
                /** @example item_8 */
                section?: string | null;
                source?: string | null;
                table_id?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilingTablesResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Bad gateway (upstream failure) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    compare_filing_tables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tickers": [
                 *         "AAPL",
                 *         "NVDA"
                 *       ],
                 *       "table_type": "income_statement",
                 *       "year": 2024,
                 *       "quarter": 4
                 *     }
                 */
                "application/json": components["schemas"]["TableCompareRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableCompareResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    search_filing_tables: {
        parameters: {
            query: {
                /** @example operations */
                description?: string | null;
                form_type?: string | null;
                /** @example 20 */
                limit?: number;
                period_from?: string | null;
                period_to?: string | null;
                /** @description Parse the ticker's stored documents again rather than use this process's cached tables */
                rebuild_index?: boolean;
                section_key?: string | null;
                source?: string | null;
                /** @example income_statement */
                table_type?: string | null;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableSearchResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_tag_equivalence_registry: {
        parameters: {
            query?: {
                /** @description A group name or alias (revenue, net sales, debt ...) */
                group?: string | null;
                /**
                 * @description A concept QName (us-gaap:Revenues) or local name
                 * @example us-gaap:Revenues
                 */
                tag?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagEquivalenceResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
        };
    };
    get_transcripts: {
        parameters: {
            query: {
                /**
                 * @description Fiscal quarter 1-4; 4 means the annual report (10-K)
                 * @example 4
                 */
                quarter?: number;
                /**
                 * @description Company ticker, e.g. AAPL
                 * @example AAPL
                 */
                ticker: string;
                /**
                 * @description The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)
                 * @example 2024
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptsResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warm_metric_cache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Which tickers, metrics and fiscal quarters to warm (fetch from EDGAR into the store). Name a ticker or several. end_year and end_quarter go together; without them the quarters end at each ticker's newest periodic report on EDGAR. An identical request (same caller, same normalized request) while the job is queued or running returns that job. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticker": "AAPL",
                 *       "metrics": [
                 *         "revenue",
                 *         "net_income"
                 *       ],
                 *       "periods": 4,
                 *       "end_year": 2025,
                 *       "end_quarter": 3
                 *     }
                 */
                "application/json": components["schemas"]["WarmRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarmAcceptResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warm_metric_cache_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job_id POST /api/warm answered */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarmJobStatusResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (wh_...)
                 * @example wh_0123456789abcdef
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleteResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_webhook_deliveries: {
        parameters: {
            query?: {
                /** @description Deliveries to list */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The subscription's id (wh_...)
                 * @example wh_0123456789abcdef
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    test_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (wh_...)
                 * @example wh_0123456789abcdef
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_webhooks: {
        parameters: {
            query?: {
                status?: ("active" | "disabled") | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    register_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/fds",
                 *       "events": [
                 *         "filing.ingested",
                 *         "filing.replaced"
                 *       ],
                 *       "description": "research pipeline"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookRegisterRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRegisterResponse"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key missing, expired or invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many requests; retry after the rate-limit window (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    webhook_filing_amended: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["Invalidation"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "filing.amended";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_filing_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["Invalidation"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "filing.deleted";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_filing_ingested: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["Invalidation"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "filing.ingested";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_filing_replaced: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["Invalidation"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "filing.replaced";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_warm_job_finished: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["WarmJobFinishedData"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "warm_job.finished";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_test: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, stable across retries (evt_...) */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256> */
                "webhook-signature": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["WebhookTestData"];
                    /** @description ISO 8601 time of the event */
                    timestamp: string;
                    /** @constant */
                    type: "webhook.test";
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the subscription is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
