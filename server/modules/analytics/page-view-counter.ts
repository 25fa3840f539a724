import { createHash } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { DAY_MS } from "../../time.ts";
import type { Db } from "../../db/connection.ts";
import { addPageViews, addPageVisitors, addVisitors, saltFor, type VisitorRow } from "./analytics.repository.ts";

/** Crawlers, link previews, monitors and scripts: not people reading a page. */
const botAgent =
  /bot|crawl|spider|slurp|archiver|preview|facebookexternalhit|whatsapp|telegram|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|httpie|axios|node-fetch|undici|go-http|java\/|okhttp|libwww|scrapy|phantom|puppeteer|playwright/i;

/** The verdicts of recent User-Agents: a page view must cost a map lookup, not the regex (decision 131). */
const botVerdicts = new Map<string, boolean>();

function isBot(agent: string): boolean {
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = botAgent.test(agent);
    if (botVerdicts.size >= 1000) botVerdicts.clear();
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}

/** Whether a request is a person's page view that may be counted (decision 131). */
export function isCountable(request: FastifyRequest): boolean {
  const h = request.headers;
  const agent = h["user-agent"];
  if (!agent || isBot(agent)) return false;
  // Do-Not-Track and Global Privacy Control: not counted at all.
  if (h["dnt"] === "1" || h["sec-gpc"] === "1") return false;
  // A prefetch or prerender is not a view (Chromium: Sec-Purpose; older: Purpose, X-Moz).
  const purpose = h["sec-purpose"] ?? h["purpose"] ?? h["x-moz"];
  if (typeof purpose === "string" && /prefetch|prerender/i.test(purpose)) return false;
  // Staff signed in to the console are not visitors.
  if (h.authorization || h.cookie?.includes("__session")) return false;
  return true;
}

interface PendingVisitor {
  day: string;
  /** The address and browser, held in memory only until the batch is written, then only as a hash. */
  address: string;
  agent: string;
  host: string;
  source: string;
  landingPath: string;
  referrer: string;
  campaign: string;
  paths: Set<string>;
}

/**
 * Counts page views in memory and writes them to the database in batches (every
 * ANALYTICS_FLUSH_SECONDS and on close), so a cached page costs a few map updates and no query.
 * Views are added to per-day sums; a visitor is sha256(day's salt, host, address, browser), the
 * salt shared by every instance through the database and deleted after its day, so several
 * instances count one person once and nobody can recompute the hash later. No address is stored.
 */
export class PageViewCounter {
  #views = new Map<string, { day: string; path: string; views: number; runs: number }>();
  #visitors = new Map<string, PendingVisitor>();
  #flushing: Promise<void> = Promise.resolve();
  readonly #db: Db;
  readonly #ownHost: string;
  readonly #log: FastifyBaseLogger | undefined;
  // Today's India date and the instant it ends: formatting a date for every view would cost more than the rest.
  #day = "";
  #dayEndsAt = 0;

  constructor(db: Db, publicBaseUrl: string, log?: FastifyBaseLogger) {
    this.#db = db;
    this.#ownHost = new URL(publicBaseUrl).hostname;
    this.#log = log;
  }

  /** One page served to `request` (cached or rendered); `path` without its query; `run`: a tool's answer was asked for. */
  seen(request: FastifyRequest, path: string, run: boolean, nowMs = Date.now()): void {
    if (!isCountable(request)) return;
    const day = this.#dayAt(nowMs);
    const viewKey = `${day}\n${path}`;
    const views = this.#views.get(viewKey);
    if (views) {
      views.views += 1;
      if (run) views.runs += 1;
    } else this.#views.set(viewKey, { day, path, views: 1, runs: run ? 1 : 0 });

    const agent = request.headers["user-agent"] ?? "";
    const visitorKey = `${day}\n${request.ip}\n${agent}`;
    const visitor = this.#visitors.get(visitorKey);
    if (visitor) {
      visitor.paths.add(path);
      return;
    }
    const { referrer, source, campaign } = this.#firstViewSource(request);
    this.#visitors.set(visitorKey, {
      day,
      address: request.ip,
      agent,
      host: request.headers.host ?? "",
      source,
      landingPath: path,
      referrer,
      campaign,
      paths: new Set([path]),
    });
  }

  #dayAt(nowMs: number): string {
    if (nowMs >= this.#dayEndsAt || nowMs < this.#dayEndsAt - DAY_MS) {
      this.#day = indiaToday(new Date(nowMs));
      this.#dayEndsAt = Date.parse(`${addDays(this.#day, 1)}T00:00:00+05:30`);
    }
    return this.#day;
  }

  /** utm_source (else the referring host, else direct), the referring host and utm_campaign of a view. */
  #firstViewSource(request: FastifyRequest) {
    const mark = request.url.indexOf("?");
    const query = mark === -1 ? null : new URLSearchParams(request.url.slice(mark + 1));
    let referrer = "";
    const header = request.headers.referer;
    if (header) {
      try {
        const host = new URL(header).hostname.replace(/^www\./, "");
        if (host !== this.#ownHost.replace(/^www\./, "")) referrer = host;
      } catch {
        // A malformed Referer names no site.
      }
    }
    const utm = query?.get("utm_source")?.trim().toLowerCase().slice(0, 100);
    return {
      referrer,
      source: utm || referrer || "direct",
      campaign: query?.get("utm_campaign")?.trim().toLowerCase().slice(0, 100) ?? "",
    };
  }

  /** Writes what was counted since the last batch; batches never overlap. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing
      .then(() => this.#write())
      .catch((err: unknown) => {
        this.#log?.error({ err }, "analytics: a batch of page views could not be written");
      });
    return this.#flushing;
  }

  async #write(): Promise<void> {
    if (this.#views.size === 0 && this.#visitors.size === 0) return;
    const views = [...this.#views.values()];
    const visitors = [...this.#visitors.values()];
    this.#views = new Map();
    this.#visitors = new Map();
    const salts = new Map<string, string>();
    for (const day of new Set(visitors.map((v) => v.day))) salts.set(day, await saltFor(this.#db, day));
    const visitorRows: VisitorRow[] = [];
    const pageVisitorRows: { day: string; path: string; visitor: string }[] = [];
    for (const v of visitors) {
      const hash = createHash("sha256")
        .update(`${salts.get(v.day)}\n${v.host}\n${v.address}\n${v.agent}`)
        .digest("base64url")
        .slice(0, 32);
      visitorRows.push({
        day: v.day,
        visitor: hash,
        source: v.source,
        landing_path: v.landingPath,
        referrer: v.referrer,
        campaign: v.campaign,
      });
      for (const path of v.paths) pageVisitorRows.push({ day: v.day, path, visitor: hash });
    }
    await this.#db.transaction().execute(async (tx) => {
      await addPageViews(tx, views);
      await addVisitors(tx, visitorRows);
      await addPageVisitors(tx, pageVisitorRows);
    });
  }
}
