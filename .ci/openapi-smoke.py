"""Smoke test of the Python client openapi-python-client generated from /openapi.json (.ci/openapi-check).

Ten operations against a server with the corpus ingested, through the generated functions and
models only: each must answer 200 and parse into its model (a required field missing, or a value
of another type, fails here). Apple's fiscal 2024 10-K (0000320193-24-000123) is in the corpus.

    python .ci/openapi-smoke.py http://127.0.0.1:PORT KEY      (fds_client on PYTHONPATH)
"""
import sys

from fds_client import AuthenticatedClient
from fds_client.api.filings import describe_filing, get_event_filings, get_filing_document, get_filing_sections, get_filings
from fds_client.api.financial_facts import get_financials, get_metric, get_metric_series, get_statement, get_tag_equivalence_registry
from fds_client.api.tables import get_filing_tables

base_url, key = sys.argv[1], sys.argv[2]
client = AuthenticatedClient(base_url=base_url, token=key, raise_on_unexpected_status=False, timeout=120)
period = {"ticker": "AAPL", "year": 2024, "quarter": 4}

calls = {
    "get_financials": lambda: get_financials.sync_detailed(client=client, **period),
    "get_metric": lambda: get_metric.sync_detailed(client=client, metric_name="revenue", **period),
    "get_metric_series": lambda: get_metric_series.sync_detailed(client=client, ticker="AAPL", metric_name="revenue", end_year=2024, end_quarter=4, periods=3, full_year_mode=True),
    "get_statement": lambda: get_statement.sync_detailed(client=client, ticker="AAPL", statement="income_statement", year=2024, quarter=4),
    "get_tag_equivalence_registry": lambda: get_tag_equivalence_registry.sync_detailed(client=client),
    "get_filings": lambda: get_filings.sync_detailed(client=client, **period),
    "describe_filing": lambda: describe_filing.sync_detailed(client=client, **period),
    "get_filing_sections": lambda: get_filing_sections.sync_detailed(client=client, **period),
    "get_filing_document": lambda: get_filing_document.sync_detailed(client=client, accession="0000320193-24-000123", max_chars=5000),
    "get_event_filings": lambda: get_event_filings.sync_detailed(client=client, ticker="AAPL", limit=5),
    "get_filing_tables": lambda: get_filing_tables.sync_detailed(client=client, **period),
}

failed = 0
for name, call in calls.items():
    try:
        response = call()
        ok = response.status_code == 200 and response.parsed is not None and type(response.parsed).__module__.startswith("fds_client.models")
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {response.status_code} {type(response.parsed).__name__}")
        if not ok:
            print(f"     {response.content[:300]!r}")
    except Exception as error:  # a model that does not parse the answer
        ok = False
        print(f"FAIL {name}: {type(error).__name__}: {error}")
    failed += 0 if ok else 1

print(f"openapi-smoke: {len(calls) - failed} of {len(calls)} operations answered and parsed")
sys.exit(1 if failed else 0)
