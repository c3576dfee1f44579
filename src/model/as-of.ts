/**
 * Point in time: what a reader could have known at the end of a day. A filing counts from its
 * EDGAR filing date (`YYYY-MM-DD`). EDGAR dates a filing accepted after 5:30 p.m. Eastern on the
 * next business day, so the filing date is never earlier than the day the filing became public:
 * judged by it, an answer never looks ahead (at worst it counts an after-hours filing one
 * business day late). The store keeps no acceptance time; the filing date is what every source
 * (stored filings, EDGAR's submissions, SEC companyfacts' `filed`) gives.
 *
 * The one rule every source applies: a filing or fact whose filed date is unknown was not
 * provably public on any day, so it is never known as of a date.
 */
export function filedBy(asOf: string, filedDate: string | null): boolean {
  return filedDate !== null && filedDate <= asOf;
}
